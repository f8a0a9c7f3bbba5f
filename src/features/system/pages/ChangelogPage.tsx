import { Card, Tag, Timeline, Typography } from 'antd';
import { CHANGELOG } from '../changelog';

export function ChangelogPage() {
  return (
    <section aria-labelledby="changelog-title">
      <Typography.Title level={1} id="changelog-title">
        What&apos;s new
      </Typography.Title>
      <Timeline
        items={CHANGELOG.map((entry) => ({
          key: entry.version,
          content: (
            <Card size="small">
              <Typography.Title level={2} className="changelog-version">
                Version {entry.version} <Tag>{entry.date}</Tag>
              </Typography.Title>
              <ul>
                {entry.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </Card>
          ),
        }))}
      />
    </section>
  );
}

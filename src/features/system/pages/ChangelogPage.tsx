import { Card, Tag, Timeline, Typography } from 'antd';
import { PageSection } from '@/components/page/PageSection';
import { CHANGELOG } from '../changelog';

export function ChangelogPage() {
  return (
    <PageSection id="changelog-title" title="What's new">
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
    </PageSection>
  );
}

import { Button, Card, Space, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

interface DraftChoiceProps {
  title: ReactNode;
  description: ReactNode;
  onContinue: () => void;
  onStartOver: () => void;
}

/**
 * Opening a wizard while a draft exists (without ?resume): continue it, or start over. A draft is
 * never silently thrown away or silently reused: the person chooses.
 */
export function DraftChoice({ title, description, onContinue, onStartOver }: DraftChoiceProps) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <Typography.Title level={2} id={titleId}>
          {title}
        </Typography.Title>
        <Typography.Paragraph>{description}</Typography.Paragraph>
        <Space>
          <Button type="primary" onClick={onContinue}>
            Continue draft
          </Button>
          <Button danger onClick={onStartOver}>
            Start over
          </Button>
        </Space>
      </section>
    </Card>
  );
}

import { Button, Card, Space, Typography } from 'antd';

/** Opening the wizard while a draft exists (without ?resume): continue it, or start over. */
export function DraftChoice({
  onContinue,
  onStartOver,
}: {
  onContinue: () => void;
  onStartOver: () => void;
}) {
  return (
    <Card>
      <Typography.Title level={2}>You have an unfinished bundle</Typography.Title>
      <Typography.Paragraph>Continue your draft or start over?</Typography.Paragraph>
      <Space>
        <Button type="primary" onClick={onContinue}>
          Continue draft
        </Button>
        <Button danger onClick={onStartOver}>
          Start over
        </Button>
      </Space>
    </Card>
  );
}

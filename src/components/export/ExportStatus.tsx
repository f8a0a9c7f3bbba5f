import { Button, Flex, Progress, Typography } from 'antd';
import type { ExportState } from './useCsvExport';

export interface ExportStatusProps {
  state: Exclude<ExportState, { status: 'idle' }>;
  text: string;
  onStop: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

const percentOf = (done: number, total: number | null) =>
  total ? Math.round((done / total) * 100) : 0;

/** The running export's progress and Stop, or what went wrong and Retry. */
export default function ExportStatus({
  state,
  text,
  onStop,
  onRetry,
  onDismiss,
}: ExportStatusProps) {
  if (state.status === 'running')
    return (
      <Flex gap={8} align="center" wrap justify="end">
        <Progress
          percent={percentOf(state.done, state.total)}
          size="small"
          className="csv-export-progress"
          aria-label="Export progress"
        />
        <Typography.Text>{text}</Typography.Text>
        <Button size="small" onClick={onStop}>
          Stop
        </Button>
      </Flex>
    );
  return (
    <Flex gap={8} align="center" wrap justify="end">
      <Typography.Text type={state.status === 'failed' ? 'danger' : 'secondary'}>
        {text}
      </Typography.Text>
      {state.status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      )}
      <Button size="small" type="text" onClick={onDismiss}>
        Dismiss
      </Button>
    </Flex>
  );
}

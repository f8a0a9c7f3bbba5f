import { Button, Flex, Progress, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { ExportProgress } from './useReportExport';

export interface ExportCsvProps {
  onCurrentPage: () => void;
  onAllRecords: () => void;
  onCancel: () => void;
  progress: ExportProgress | null;
  /** Nothing to export yet (the first page has not arrived, or it is empty). */
  disabled?: boolean;
}

const percentOf = ({ done, total }: ExportProgress) =>
  total ? Math.round((done / total) * 100) : 0;

/**
 * The report's CSV export: the rows on screen, or every row the filters select. While an
 * all-records export runs, both buttons are disabled (one export at a time) and its progress
 * shows in a live region with a way to stop it.
 */
export function ExportCsv({
  onCurrentPage,
  onAllRecords,
  onCancel,
  progress,
  disabled,
}: ExportCsvProps) {
  const busy = progress !== null;
  return (
    <Flex vertical gap={4} align="end">
      <Flex gap={8} align="center" role="group" aria-labelledby="report-export-label">
        <Typography.Text id="report-export-label">
          <DownloadOutlined aria-hidden /> Export CSV:
        </Typography.Text>
        <Button onClick={onCurrentPage} disabled={disabled || busy}>
          Current page
        </Button>
        <Button onClick={onAllRecords} disabled={disabled || busy} loading={busy}>
          All records
        </Button>
      </Flex>
      <div role="status" className="report-export-status">
        {progress && (
          <Flex gap={8} align="center">
            <Progress
              percent={percentOf(progress)}
              size="small"
              style={{ width: 160 }}
              aria-label="Export progress"
            />
            <Typography.Text>
              {progress.total
                ? `Exporting all records: page ${progress.done} of ${progress.total}`
                : 'Exporting all records…'}
            </Typography.Text>
            <Button size="small" onClick={onCancel}>
              Stop export
            </Button>
          </Flex>
        )}
      </div>
    </Flex>
  );
}

import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useCsvExport, type CsvExportOptions, type ExportState } from './useCsvExport';
import './export.css';

/** The progress bar, Stop and Retry load with the first export, not with the list. */
const ExportStatus = lazy(() => import('./ExportStatus'));

export interface ExportCsvProps<Row> extends CsvExportOptions<Row> {
  /** Nothing to export yet (the list has not loaded). */
  disabled?: boolean;
}

/** The line a screen reader hears and a sighted person reads while the chunk loads. */
export function exportStatusText(state: ExportState, noun: string): string {
  switch (state.status) {
    case 'running':
      return state.total === null
        ? `Exporting all matching ${noun}…`
        : `Exporting all matching ${noun}: page ${state.done} of ${state.total}`;
    case 'stopped':
      return 'Export stopped: no file was saved.';
    case 'failed':
      return state.message;
    default:
      return '';
  }
}

/**
 * "Export CSV" on a list or report: This page (the rows shown) or All matching (every record the
 * filters, search and sort select, read page by page with a progress bar and a Stop button). One
 * file per click: the menu is shut while an export runs.
 */
export function ExportCsv<Row>({ disabled, ...options }: ExportCsvProps<Row>) {
  const exporter = useCsvExport(options);
  const { state } = exporter;
  const busy = state.status === 'running';
  const statusId = useId();
  const items: MenuProps['items'] = [
    { key: 'page', label: 'This page', disabled: !options.currentRows?.length },
    { key: 'all', label: 'All matching' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) =>
    void (key === 'page' ? exporter.exportPage() : exporter.exportAll());
  return (
    <Flex vertical gap={4} align="end" className="csv-export">
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={disabled || busy}>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={disabled || busy}
          aria-describedby={statusId}
        >
          Export CSV
        </Button>
      </Dropdown>
      <div id={statusId} role="status" className="csv-export-status">
        {state.status !== 'idle' && (
          <Suspense fallback={exportStatusText(state, options.noun)}>
            <ExportStatus
              state={state}
              text={exportStatusText(state, options.noun)}
              onStop={exporter.stop}
              onRetry={() => void exporter.retry()}
              onDismiss={exporter.dismiss}
            />
          </Suspense>
        )}
      </div>
    </Flex>
  );
}

export { ExportCsv, type ExportCsvProps } from './ExportCsv';
export {
  EXPORT_FETCH,
  ServerListExport,
  type ServerListExportProps,
  type StartedPage,
} from './ServerListExport';
export type { CsvColumns, CsvExportOptions, ExportState } from './useCsvExport';
export { fromServerPage, type ExportPage, type FetchExportPage } from './exportPages';
export { exportRequest, abortOnSignal, EXPORT_PAGE_SIZE } from './serverList';
export { csvColumnsOf } from './tableColumns';
export {
  ListEndpointExport,
  type ListEndpoint,
  type ListEndpointExportProps,
} from './ListEndpointExport';

import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Collapse, Descriptions, Typography, Upload } from 'antd';
import { saveBlob } from '@/api/transfer';
import { COLUMN_HELP, IMPORT_COLUMNS, TEMPLATE_FILENAME } from './columns';
import { MAX_IMPORT_ROWS, templateCsv } from './parseSheet';

function downloadTemplate() {
  saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILENAME);
}

interface ChooseFileStepProps {
  error: string | null;
  fileName: string | null;
  onFile: (file: File) => void;
}

/** Step one: the template, what goes in each column, and the drop zone. */
export function ChooseFileStep({ error, fileName, onFile }: ChooseFileStepProps) {
  return (
    <>
      <Typography.Paragraph>
        Fill in the template (one product per row, up to {MAX_IMPORT_ROWS} rows) and upload it as a
        CSV file. Every row is checked before anything is created.
      </Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={downloadTemplate}>
        Download CSV template
      </Button>
      <Collapse
        ghost
        className="product-import-help"
        items={[
          {
            key: 'columns',
            label: 'What goes in each column',
            children: (
              <Descriptions
                size="small"
                column={1}
                bordered
                items={IMPORT_COLUMNS.map((column) => ({
                  key: column,
                  label: <code>{column}</code>,
                  children: COLUMN_HELP[column],
                }))}
              />
            ),
          },
        ]}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          className="product-import-alert"
          title={fileName ? `${fileName} was not imported` : 'The file was not imported'}
          description={error}
        />
      )}
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        // Read in the browser; nothing is uploaded until the rows are checked and confirmed.
        beforeUpload={(file) => {
          onFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">Click or drag a CSV file here</p>
        <p className="ant-upload-hint">Only .csv files, made from the template.</p>
      </Upload.Dragger>
    </>
  );
}

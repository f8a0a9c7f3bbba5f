import { Button, Drawer, Modal, Flex, Progress, Spin, Typography } from 'antd';
import { useId } from 'react';
import { ChooseFileStep } from './ChooseFileStep';
import { ImportReport } from './ImportReport';
import { ImportReview } from './ImportReview';
import { ImportRowsTable } from './ImportRowsTable';
import { useProductImport } from './useProductImport';
import './productImport.css';

interface ImportProductsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Some products were created: the list should ask the search service again. */
  onCreated: () => void;
}

const percent = ({ done, total }: { done: number; total: number }) =>
  total ? Math.round((done / total) * 100) : 0;

/** Add Multiple Products (issue #4): template, upload, row-by-row check, import, report. */
export function ImportProductsDrawer({ open, onClose, onCreated }: ImportProductsDrawerProps) {
  const [modal, dialogHolder] = Modal.useModal();
  const titleId = useId();
  const importer = useProductImport(onCreated);
  const { phase, progress, rows } = importer;

  const close = () => {
    importer.reset();
    onClose();
  };
  const requestClose = () => {
    if (phase !== 'sending') return close();
    // Leaving mid-way cannot undo what was created; make sure that is what the person wants.
    modal.confirm({
      title: 'Stop importing?',
      content: 'Products created so far stay created. Rows not sent yet will not be imported.',
      okText: 'Stop and close',
      cancelText: 'Keep importing',
      onOk: close,
    });
  };

  return (
    <>
      {dialogHolder}
      <Drawer
        // Our own id: antd's generated one is not unique in every environment (tests).
        title={<span id={titleId}>Add Multiple Products</span>}
        aria-labelledby={titleId}
        open={open}
        onClose={requestClose}
        size="min(960px, 100vw)"
        className="product-import"
      >
        {phase === 'choose' && (
          <ChooseFileStep
            error={importer.fileError}
            fileName={importer.fileName}
            onFile={(file) => void importer.readFile(file)}
          />
        )}
        {phase === 'checking' && (
          <Flex vertical align="center" gap={12} role="status">
            <Spin />
            <Typography.Text>Checking {importer.fileName}…</Typography.Text>
            {progress.total > 0 && (
              <Progress
                percent={percent(progress)}
                aria-label="SKUs checked"
                format={() => `${progress.done} of ${progress.total} SKUs checked`}
              />
            )}
          </Flex>
        )}
        {phase === 'review' && <ImportReview importer={importer} />}
        {phase === 'sending' && (
          <>
            <div role="status">
              <Typography.Paragraph>
                Creating products: {progress.done} of {progress.total} sent.
              </Typography.Paragraph>
              <Progress percent={percent(progress)} aria-label="Import progress" />
            </div>
            <ImportRowsTable rows={rows} caption="Rows" />
            <Button onClick={requestClose}>Stop</Button>
          </>
        )}
        {phase === 'finished' && <ImportReport importer={importer} onClose={close} />}
      </Drawer>
    </>
  );
}

import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { BarcodeLabel } from '@/domain/contract';
import { Code128Barcode } from '@/components/Code128Barcode';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { usePrintBarcodeMutation } from '../api';
import { asApiError } from '@/api/fieldErrors';
import './printLabel.css';

/** While set on <body>, printing shows only the label (printLabel.css). */
export const PRINTING_CLASS = 'printing-barcode-label';

function LabelDialog({ label, onClose }: { label: BarcodeLabel; onClose: () => void }) {
  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, []);
  return (
    <Modal
      open
      title="Print barcode"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          Print
        </Button>,
      ]}
    >
      <div className="barcode-label">
        <Typography.Text strong className="barcode-label-title">
          {label.title}
        </Typography.Text>
        <Code128Barcode value={label.barcode} height={80} className="code128" />
        <div className="barcode-label-text">{label.barcode}</div>
        <div className="barcode-label-sku">SKU {label.sku}</div>
      </div>
    </Modal>
  );
}

/**
 * 'Print barcode': asks the server for the label (items/{id}/print-barcode: the barcode, or the SKU
 * when the product has none), draws it and offers the browser's print dialog for the label alone.
 */
export function PrintBarcodeButton({ productId }: { productId: number }) {
  const [printBarcode] = usePrintBarcodeMutation();
  const [label, setLabel] = useState<BarcodeLabel | null>(null);

  const open = async () => {
    try {
      setLabel(await printBarcode(productId).unwrap());
    } catch (error) {
      notifier.error({
        message: 'The barcode could not be prepared.',
        description: asApiError(error).message,
      });
    }
  };

  return (
    <>
      <LoadingButton icon={<PrinterOutlined aria-hidden />} onClick={open}>
        Print barcode
      </LoadingButton>
      {label && <LabelDialog label={label} onClose={() => setLabel(null)} />}
    </>
  );
}

import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/domain/contract';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { useArchiveProductMutation } from '../api';
import { asApiError } from '@/api/fieldErrors';
import { productPaths } from '../paths';

export const PRODUCT_ARCHIVED_MESSAGE = 'Product archived';

/**
 * 'Archive': archiving is irreversible and takes the product out of the active list. The dialog
 * says so plainly and the request runs once; afterwards the person is taken back to the list,
 * which no longer shows it.
 */
export function ArchiveProductButton({
  product,
  disabled,
}: {
  product: ProductDetail;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [archive] = useArchiveProductMutation();

  const confirm = async () => {
    setFailure(null);
    try {
      // The archive mutation clears the search cache, so the list no longer shows the product.
      await archive(product.id).unwrap();
      notifier.success({ message: PRODUCT_ARCHIVED_MESSAGE, description: product.title });
      await navigate(productPaths.list);
    } catch (error) {
      setFailure(asApiError(error).message);
    }
  };

  return (
    <>
      <Button
        danger
        icon={<InboxOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Archive
      </Button>
      <Modal
        open={open}
        title="Archive this product?"
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            Cancel
          </Button>,
          <LoadingButton key="archive" danger type="primary" onClick={confirm}>
            Archive product
          </LoadingButton>,
        ]}
      >
        <Typography.Paragraph>
          <strong>
            {product.title} ({product.sku})
          </strong>{' '}
          will leave the active product list. Archiving is irreversible: it cannot be undone.
        </Typography.Paragraph>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Modal>
    </>
  );
}

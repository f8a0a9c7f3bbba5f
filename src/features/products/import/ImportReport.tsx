import { Alert, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/LoadingButton';
import { ImportRowsTable } from './ImportRowsTable';
import type { ProductImport } from './useProductImport';
import { productPaths } from '../paths';
import { countOf } from '@/domain/format';

/** The end: what was created (with links) and what was not (with the reason). */
export function ImportReport({
  importer,
  onClose,
}: {
  importer: ProductImport;
  onClose: () => void;
}) {
  const created = importer.rows.filter((row) => row.status === 'created');
  const notCreated = importer.rows.filter((row) => row.status !== 'created');
  const failed = notCreated.filter((row) => row.status === 'failed');

  return (
    <Flex vertical gap={16}>
      <Alert
        type={notCreated.length ? 'warning' : 'success'}
        showIcon
        role="status"
        title={`${countOf(created.length, 'product')} created, ${countOf(notCreated.length, 'row')} not created`}
      />
      {created.length > 0 && (
        <section aria-labelledby="import-created">
          <Typography.Title level={3} id="import-created">
            Created ({created.length})
          </Typography.Title>
          <ul className="product-import-created text-links">
            {created.map((row) => (
              <li key={row.line}>
                <Link to={productPaths.summary(row.created!.id)}>{row.created!.sku}</Link>{' '}
                {row.created!.title}
              </li>
            ))}
          </ul>
        </section>
      )}
      {notCreated.length > 0 && (
        <section aria-labelledby="import-not-created">
          <Typography.Title level={3} id="import-not-created">
            Not created ({notCreated.length})
          </Typography.Title>
          <ImportRowsTable rows={notCreated} caption="Rows not created" />
        </section>
      )}
      <Flex gap={8} wrap>
        {failed.length > 0 && (
          <LoadingButton type="primary" onClick={importer.send}>
            Retry {countOf(failed.length, 'failed row')}
          </LoadingButton>
        )}
        <Button onClick={importer.reset}>Import another file</Button>
        <Button onClick={onClose}>Done</Button>
      </Flex>
    </Flex>
  );
}

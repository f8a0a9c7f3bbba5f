import { Alert, Button, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { ImportRowsTable } from './ImportRowsTable';
import type { ProductImport } from './useProductImport';
import { countOf } from '@/domain/format';

/** Step two: every row checked; nothing has been sent yet. */
export function ImportReview({ importer }: { importer: ProductImport }) {
  const { rows, sendableCount, ignoredColumns, fileName } = importer;
  const invalid = rows.filter((row) => row.status === 'invalid');
  const [show, setShow] = useState<'all' | 'problems'>(invalid.length ? 'problems' : 'all');

  return (
    <Flex vertical gap={16}>
      <Alert
        type={invalid.length ? 'warning' : 'success'}
        showIcon
        title={`${fileName}: ${sendableCount} of ${countOf(rows.length, 'row')} ready to import`}
        description={
          invalid.length
            ? `${countOf(invalid.length, 'row')} ${invalid.length === 1 ? 'has' : 'have'} problems and will not be imported. Fix them in the sheet and upload it again, or import the valid rows now.`
            : 'Every row passed the checks.'
        }
      />
      {ignoredColumns.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`Columns not in the template were ignored: ${ignoredColumns.join(', ')}`}
        />
      )}
      <Segmented
        aria-label="Rows to show"
        value={show}
        onChange={(value) => setShow(value as 'all' | 'problems')}
        options={[
          { value: 'problems', label: `With problems (${invalid.length})` },
          { value: 'all', label: `All rows (${rows.length})` },
        ]}
      />
      <ImportRowsTable
        rows={show === 'problems' ? invalid : rows}
        caption={show === 'problems' ? 'Rows with problems' : 'All rows'}
      />
      <Flex gap={8} wrap>
        <LoadingButton type="primary" disabled={sendableCount === 0} onClick={importer.send}>
          Import {countOf(sendableCount, 'valid row')}
        </LoadingButton>
        <Button onClick={importer.reset}>Choose another file</Button>
      </Flex>
    </Flex>
  );
}

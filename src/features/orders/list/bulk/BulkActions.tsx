import { Button, Flex, Modal, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { OrderListItem } from '@/domain/contract';
import { Restricted } from '@/components/Restricted';
import { canCancel } from '@/domain/orders/status';
import type { RowResult } from './bulkResults';
import { printPackagingLists } from './printPackagingLists';
import { ResultList } from './ResultList';
import { useAppContext } from '@/core/appContext';

const EDIT = { permission: 'edit' } as const;

// Loaded when first opened: its rules (yup) stay out of the order list's first load.
const BulkCancelModal = lazy(async () => ({
  default: (await import('./BulkCancelModal')).BulkCancelModal,
}));

export interface BulkActionsProps {
  selected: readonly OrderListItem[];
  /** The action is over: `changed` when orders changed (the selection is dropped then). */
  onDone: (changed: boolean) => void;
}

/**
 * What can be done to the selected rows at once: print their packaging lists as one PDF, or
 * cancel them with one reason. Each reports per row what happened.
 */
export function BulkActions({ selected, onDone }: BulkActionsProps) {
  const { transport } = useAppContext();
  const [printing, setPrinting] = useState(false);
  const [printed, setPrinted] = useState<RowResult[] | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const none = selected.length === 0;
  const cancellable = selected.filter((o) => canCancel(o.type, o.status)).length;

  const print = async () => {
    setPrinting(true);
    try {
      setPrinted(await printPackagingLists(transport, selected));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Flex gap={8} align="center" wrap className="order-bulk-actions">
      <Typography.Text aria-live="polite">
        {none ? 'Select orders for bulk actions' : `${selected.length} selected`}
      </Typography.Text>
      <Button onClick={() => void print()} disabled={none} loading={printing}>
        Print packaging lists
      </Button>
      <Restricted rule={EDIT}>
        <Button danger disabled={none} onClick={() => setCancelling(true)}>
          Cancel orders
        </Button>
      </Restricted>
      {!none && cancellable < selected.length && (
        <Typography.Text type="secondary">
          {cancellable === 0
            ? 'None of them can be cancelled.'
            : `${selected.length - cancellable} of them cannot be cancelled.`}
        </Typography.Text>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <BulkCancelModal
            orders={selected}
            onClose={(changed) => {
              setCancelling(false);
              if (changed) onDone(true);
            }}
          />
        </Suspense>
      )}
      <Modal
        open={printed !== null}
        title="Print packaging lists"
        onCancel={() => setPrinted(null)}
        footer={
          <Button type="primary" onClick={() => setPrinted(null)}>
            Done
          </Button>
        }
      >
        {printed && <ResultList results={printed} label="Print results" />}
      </Modal>
    </Flex>
  );
}

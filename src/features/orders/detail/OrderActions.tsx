import EditOutlined from '@ant-design/icons/EditOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { OrderDetail } from '@/domain/contract';
import { asApiError } from '@/api/fieldErrors';
import { downloadPdf } from '@/api/transfer';
import { notifier } from '@/components/feedback/notifier';
import { LoadingButton } from '@/components/LoadingButton';
import { Restricted } from '@/components/Restricted';
import { useAmendOrderMutation, useCancelOrderMutation } from '../api';
import {
  packagingListFilename,
  printState,
  reasonActionState,
  type ActionState,
} from './actionState';
import { RefusedAction } from './RefusedAction';
import { AMENDED_MESSAGE, CANCELLED_MESSAGE } from './reasonForm';
import { useAppContext } from '@/core/appContext';

const EDIT_RULE = { permission: 'edit' } as const;

// A chunk of its own, fetched as the actions show: its rules (yup) stay out of the page's load.
const ReasonModal = lazy(async () => ({ default: (await import('./ReasonModal')).ReasonModal }));

/** The action as its state says: absent, the button (for roles that may edit), or refused. */
function StatefulAction({
  id,
  label,
  icon,
  state,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  state: ActionState;
  children: React.ReactElement<{ disabled?: boolean }>;
}) {
  if (state.kind === 'hidden') return null;
  if (state.kind === 'refused')
    return <RefusedAction id={id} label={label} icon={icon} reason={state.reason} />;
  return <Restricted rule={EDIT_RULE}>{children}</Restricted>;
}

/** Print packaging list: the warehouse's PDF of what goes in the box (a binary POST). */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { transport } = useAppContext();
  const print = async () => {
    try {
      await downloadPdf(
        transport,
        `bookings/${order.id}/print-packaging-list`,
        undefined,
        packagingListFilename(order.reference),
      );
    } catch (error) {
      notifier.error({
        message: 'The packaging list could not be printed.',
        description: asApiError(error).message,
      });
    }
  };
  return (
    <StatefulAction
      id={`order-${order.id}-print`}
      label="Print packaging list"
      icon={<PrinterOutlined aria-hidden />}
      state={printState(order)}
    >
      <LoadingButton icon={<PrinterOutlined aria-hidden />} onClick={print}>
        Print packaging list
      </LoadingButton>
    </StatefulAction>
  );
}

/** Amend and Cancel, each with its reason dialog, as the server's `order.can` allows. */
export function OrderRecordActions({ order }: { order: OrderDetail }) {
  const [dialog, setDialog] = useState<'amend' | 'cancel' | null>(null);
  const [amend] = useAmendOrderMutation();
  const [cancel] = useCancelOrderMutation();
  const close = () => setDialog(null);
  const amendState = reasonActionState('amend', order);
  const cancelState = reasonActionState('cancel', order);
  return (
    <>
      <StatefulAction
        id={`order-${order.id}-amend`}
        label="Amend"
        icon={<EditOutlined aria-hidden />}
        state={amendState}
      >
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setDialog('amend')}>
          Amend
        </Button>
      </StatefulAction>
      <StatefulAction
        id={`order-${order.id}-cancel`}
        label="Cancel order"
        icon={<StopOutlined aria-hidden />}
        state={cancelState}
      >
        <Button danger icon={<StopOutlined aria-hidden />} onClick={() => setDialog('cancel')}>
          Cancel order
        </Button>
      </StatefulAction>
      {/* A finished order has no dialogs left to open, but one already open stays: a refusal
          refreshes the order (it may have finished meanwhile) and the dialog must still show
          why, with the reason as typed. */}
      <Suspense fallback={null}>
        {(amendState.kind !== 'hidden' || dialog === 'amend') && (
          <ReasonModal
            id="order-amend"
            open={dialog === 'amend'}
            onClose={close}
            title={`Amend order ${order.reference}`}
            explanation="The order moves to Amending: the warehouse stops working on it while you change its products or shipment. Say why, for the warehouse and your records."
            submitLabel="Move to amending"
            send={(reason, submission) => amend({ id: order.id, reason, ...submission }).unwrap()}
            successMessage={AMENDED_MESSAGE}
          />
        )}
        {(cancelState.kind !== 'hidden' || dialog === 'cancel') && (
          <ReasonModal
            id="order-cancel"
            open={dialog === 'cancel'}
            onClose={close}
            title={`Cancel order ${order.reference}?`}
            explanation={
              order.type === 'outbound'
                ? 'Cancelling is irreversible: the order will not be shipped and the stock it holds is released. It cannot be undone.'
                : 'Cancelling is irreversible: the warehouse will not expect this delivery. It cannot be undone.'
            }
            submitLabel="Cancel order"
            irreversible
            send={(reason, submission) => cancel({ id: order.id, reason, ...submission }).unwrap()}
            successMessage={CANCELLED_MESSAGE}
          />
        )}
      </Suspense>
    </>
  );
}

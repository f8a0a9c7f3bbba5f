import { Alert, Button, Card, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import type {
  OrderCreatedResponse,
  OrderFormOptionsResponse,
  OrderListItem,
} from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useWizardDraft, type WizardOpening } from '@/components/wizard/useWizardDraft';
import { Wizard } from '@/components/wizard/Wizard';
import {
  orderApi,
  useCreateOutboundOrderMutation,
  useGetOrderFormOptionsQuery,
  useGetOrderProductsQuery,
  useGetOrderQuery,
} from '../api';
import { orderPaths } from '../paths';
import { outboundDraftStore } from './draft';
import { duplicateOf, freshOutbound, outboundTypeOf } from './duplicate';
import { OUTBOUND_SHIPPING_FIELDS } from '@/domain/orders/fields';
import { ReferenceCheckProvider, ReferenceGate } from '../components/referenceCheck';
import { outboundWizard } from './steps';
import { STEP, toOutboundOrderInput, type OutboundSubType, type OutboundValues } from './values';
import './outboundWizard.css';

type Options = OrderFormOptionsResponse['data'];

const DuplicateOrderModal = lazy(async () => ({
  default: (await import('./DuplicateOrderModal')).DuplicateOrderModal,
}));

/**
 * What the success toast says; a split names the orders it became (reference and warehouse), as
 * bookings/{id}/linked-orders lists them.
 */
export function createdMessage(
  order: OrderCreatedResponse['data'],
  linked: readonly OrderListItem[] = [],
) {
  const others = order.linked_ids.filter((id) => id !== order.id);
  if (others.length === 0) return { message: `Outbound order ${order.reference} created` };
  const named = linked.length
    ? linked.map((o) => `${o.reference} (${o.warehouse.name})`).join(', ')
    : `${others.length + 1} orders`;
  return {
    message: `Outbound order ${order.reference} created, split into ${others.length + 1} linked orders`,
    description: `${named}. The Distributions tab lists them.`,
    duration: 8,
  };
}

/**
 * /orders/outbound/new ?type=standard|split|duplicate (&from=<id>) or ?resume=1: Who → Address
 * → Products → Shipping → Review on the wizard kit, with its draft.
 */
export function OutboundWizardPage() {
  const params = useCurrentSearch();
  const type = outboundTypeOf(params.get('type'));
  const from = Number(params.get('from'));
  const options = useGetOrderFormOptionsQuery('outbound');
  return (
    <section aria-labelledby="outbound-new-title" className="outbound-wizard">
      <Typography.Title level={1} id="outbound-new-title">
        New Outbound Order
      </Typography.Title>
      <QueryBoundary query={options} noun="order options">
        {(opts) =>
          type === 'duplicate' && !(Number.isInteger(from) && from > 0) ? (
            <ChooseOrderToDuplicate />
          ) : type === 'duplicate' ? (
            <DuplicateOpening key={from} from={from} options={opts} />
          ) : (
            // A new ?type= is a new start: the draft question is asked again.
            <OutboundOpening
              key={type}
              type={type}
              options={opts}
              fresh={freshOutbound(type, opts)}
            />
          )
        }
      </QueryBoundary>
    </section>
  );
}

/** ?type=duplicate without an order: ask which one. */
function ChooseOrderToDuplicate() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <Card>
      <Typography.Paragraph>Choose the outbound order to copy.</Typography.Paragraph>
      <Button onClick={() => setOpen(true)}>Choose an order</Button>
      {open && (
        <Suspense fallback={null}>
          <DuplicateOrderModal
            onCancel={() => setOpen(false)}
            onChoose={(id) =>
              void navigate(orderPaths.new('outbound', { type: 'duplicate', from: id }))
            }
          />
        </Suspense>
      )}
    </Card>
  );
}

/** Duplicate: the copied order and its lines are read first; they make the fresh start. */
function DuplicateOpening({ from, options }: { from: number; options: Options }) {
  const order = useGetOrderQuery(from);
  const lines = useGetOrderProductsQuery(from);
  if (order.data && order.data.type !== 'outbound')
    return <Alert type="error" showIcon title="Only an outbound order can be duplicated." />;
  return (
    <QueryBoundary query={order} noun="order to duplicate">
      {(copied) => (
        <QueryBoundary query={lines} noun="order's products">
          {(rows) => (
            <OutboundOpening
              type="duplicate"
              options={options}
              fresh={duplicateOf(copied, rows, options)}
            />
          )}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
}

function OutboundOpening({
  options,
  fresh,
}: {
  type: OutboundSubType;
  options: Options;
  fresh: OutboundValues;
}) {
  const { start, draft, choice } = useWizardDraft(outboundDraftStore, { fresh });
  return (
    <>
      {choice({
        title: 'You have an unfinished outbound order',
        description: 'Continue your draft or start over?',
      })}
      {start && <OutboundWizard options={options} opening={{ start, draft }} />}
    </>
  );
}

function OutboundWizard({
  options,
  opening,
}: {
  options: Options;
  opening: WizardOpening<OutboundValues>;
}) {
  const navigate = useNavigate();
  const definition = useMemo(() => outboundWizard(options), [options]);
  const [createOrder] = useCreateOutboundOrderMutation();
  const [loadLinked] = orderApi.useLazyGetLinkedOrdersQuery();
  return (
    <Card>
      <Wizard<OutboundValues, OrderCreatedResponse['data']>
        {...definition}
        opening={opening}
        wrap={(children) => (
          <ReferenceCheckProvider max={OUTBOUND_SHIPPING_FIELDS.reference.max}>
            <ReferenceGate step={STEP.shipping} />
            {children}
          </ReferenceCheckProvider>
        )}
        onSubmit={(values, submission) =>
          createOrder({ ...toOutboundOrderInput(values), ...submission }).unwrap()
        }
        onDone={async (order) => {
          const split = order.linked_ids.some((id) => id !== order.id);
          // The order exists whatever this answers: a failed read only shortens the toast.
          const linked = split
            ? await loadLinked(order.id)
                .unwrap()
                .catch(() => [])
            : [];
          notifier.success(createdMessage(order, linked));
          await navigate(orderPaths.summary('outbound', order.id), { replace: true });
        }}
        onCancel={() => void navigate(orderPaths.list('outbound'))}
        draftNote="Your answers are kept on this device as you go: 'Continue Adding Order' in Add outbound order, or the Drafts list, brings you back here."
      />
    </Card>
  );
}

import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentSearch } from '@/core/routing/urlState';
import type { OrderCreatedResponse } from '@/domain/contract';
import { notifier } from '@/components/feedback/notifier';
import { useWizardDraft, type WizardOpening } from '@/components/wizard/useWizardDraft';
import { Wizard } from '@/components/wizard/Wizard';
import { INBOUND_SHIPPING_LABELS, ORDER_LINE_LABELS } from '@/domain/orders/fields';
import { useCreateInboundOrderMutation } from '../api';
import { orderPaths } from '../paths';
import { inboundDraftStore } from './draft';
import { InboundPrintScreen } from './InboundPrintScreen';
import { INBOUND_SHIPPING_FIELDS } from '@/domain/orders/fields';
import { ReferenceCheckProvider } from '../components/referenceCheck';
import { inboundAbove, inboundSteps, PRINT_STEP_TITLE } from './steps';
import { useMerchantToday, useMerchantZone } from '../components/useMerchantToday';
import {
  emptyInbound,
  INBOUND_TYPE_LABELS,
  inboundTypeOf,
  toInboundOrderInput,
  type InboundFormValues,
  type InboundWizardType,
} from './values';
import './inboundWizard.css';

/** ?created=<id>: the order exists, the Print step shows (a reload lands there again). */
export const CREATED_PARAM = 'created';
const FORM_NAME = 'New inbound order';

const LABELS: Readonly<Record<string, string>> = {
  ...INBOUND_SHIPPING_LABELS,
  supplier_id: 'Supplier',
  source_order_id: 'Order it follows',
  from_warehouse_id: 'From warehouse',
  products: 'Products',
  ...Object.fromEntries(Object.entries(ORDER_LINE_LABELS).map(([k, v]) => [`products.${k}`, v])),
};

/**
 * /orders/inbound/new (?type=standard|back|transfer, ?resume=1): Supplier → Products → Shipping
 * → Review on the wizard kit with its draft, then the Print step for the order just made.
 */
export function InboundWizardPage() {
  const params = useCurrentSearch();
  const created = Number(params.get(CREATED_PARAM));
  const type = inboundTypeOf(params.get('type'));
  return (
    <section aria-labelledby="inbound-new-title" className="inbound-wizard">
      <Typography.Title level={1} id="inbound-new-title">
        New Inbound Order
      </Typography.Title>
      {Number.isInteger(created) && created > 0 ? (
        <InboundPrintScreen id={created} />
      ) : (
        // A new ?type= is a new start: the opening (draft question) is asked again.
        <InboundOpening key={type} type={type} />
      )}
    </section>
  );
}

function InboundOpening({ type }: { type: InboundWizardType }) {
  const { start, draft, choice } = useWizardDraft(inboundDraftStore, {
    fresh: emptyInbound(type),
  });
  return (
    <>
      {choice({
        title: 'You have an unfinished inbound order',
        description: 'Continue your draft or start over?',
      })}
      {start && <InboundWizard opening={{ start, draft }} />}
    </>
  );
}

function InboundWizard({ opening }: { opening: WizardOpening<InboundFormValues> }) {
  const navigate = useNavigate();
  const zone = useMerchantZone();
  const today = useMerchantToday();
  // The ETA rule follows the merchant's date (their profile may arrive after the first render).
  const steps = useMemo(() => inboundSteps(today), [today]);
  const [createOrder] = useCreateInboundOrderMutation();
  const type = opening.start.values.sub_type;
  return (
    <Card>
      {type !== 'standard' && (
        <Typography.Paragraph type="secondary">
          Order type: {INBOUND_TYPE_LABELS[type]}
        </Typography.Paragraph>
      )}
      <Wizard<InboundFormValues, OrderCreatedResponse['data']>
        id="inbound-wizard"
        label={FORM_NAME}
        steps={steps}
        labels={LABELS}
        submitLabel="Create inbound order"
        opening={opening}
        laterSteps={[PRINT_STEP_TITLE]}
        wrap={(children) => (
          <ReferenceCheckProvider max={INBOUND_SHIPPING_FIELDS.reference.max}>
            {children}
          </ReferenceCheckProvider>
        )}
        above={inboundAbove}
        onSubmit={(values, submission) =>
          createOrder({ body: toInboundOrderInput(values), zone, ...submission }).unwrap()
        }
        onDone={async (order) => {
          notifier.success({ message: `Inbound order ${order.reference} created` });
          await navigate(`${orderPaths.new('inbound')}?${CREATED_PARAM}=${order.id}`, {
            replace: true,
          });
        }}
        onCancel={() => void navigate(orderPaths.list('inbound'))}
        draftNote="Your answers are kept on this device as you go: 'Continue' in Add inbound order, or the Drafts list, brings you back here."
      />
    </Card>
  );
}

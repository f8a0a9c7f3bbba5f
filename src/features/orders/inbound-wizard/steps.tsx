import type { WizardStep } from '@/components/wizard/wizardSteps';
import { ReferenceGate } from '../components/referenceCheck';
import { ProductsStep } from './ProductsStep';
import { ReviewStep } from './ReviewStep';
import { productsSchema, shippingStepSchema, supplierSchema } from './schema';
import { ShippingStep } from './ShippingStep';
import { SupplierStep } from './SupplierStep';
import {
  INBOUND_STEP_TITLES,
  PRINT_STEP_TITLE,
  SHIPPING_STEP,
  type InboundFormValues,
} from './values';

export { INBOUND_STEP_TITLES, PRINT_STEP_TITLE };

/** The wizard's steps; `today` is the merchant's date (YYYY-MM-DD) the ETA is checked against. */
export function inboundSteps(today: string): WizardStep<InboundFormValues>[] {
  return [
    {
      title: INBOUND_STEP_TITLES[0],
      fields: ['supplier_id', 'source_order_id'],
      schema: supplierSchema,
      body: <SupplierStep />,
    },
    {
      title: INBOUND_STEP_TITLES[1],
      fields: ['products'],
      schema: productsSchema,
      body: <ProductsStep />,
    },
    {
      title: INBOUND_STEP_TITLES[2],
      fields: [
        'warehouse_id',
        'from_warehouse_id',
        'carrier',
        'tracking_id',
        'eta',
        'shipment_type',
        'invoice_reference',
        'reference',
      ],
      schema: shippingStepSchema(today),
      body: <ShippingStep />,
    },
    { title: INBOUND_STEP_TITLES[3], fields: [], body: <ReviewStep /> },
  ];
}

/** Always mounted (above the steps): the reference gate holds on Shipping and on submit. */
export const inboundAbove = <ReferenceGate step={SHIPPING_STEP} />;

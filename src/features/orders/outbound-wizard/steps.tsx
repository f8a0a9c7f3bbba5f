import type { OrderFormOptionsResponse } from '@/domain/contract';
import type { WizardDefinition } from '@/components/wizard/Wizard';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import { AddressStep } from './AddressStep';
import { ProductsStep } from './ProductsStep';
import { ReviewStep } from './ReviewStep';
import {
  addressSchema,
  OUTBOUND_LABELS,
  outboundFieldOf,
  productsSchema,
  shippingStepSchema,
  whoSchema,
} from './schema';
import { ShippingStep } from './ShippingStep';
import { OUTBOUND_STEPS, type OutboundValues } from './values';
import { WhoStep } from './WhoStep';

type Options = OrderFormOptionsResponse['data'];

export const OUTBOUND_WIZARD_LABEL = 'Add outbound order';

/** The outbound wizard, declared: its steps (from the form options) and where refusals land. */
export function outboundWizard(options: Options): WizardDefinition<OutboundValues> {
  const steps: WizardStep<OutboundValues>[] = [
    { title: OUTBOUND_STEPS[0], fields: ['customer'], schema: whoSchema, body: <WhoStep /> },
    {
      title: OUTBOUND_STEPS[1],
      fields: [...ADDRESS_FIELD_NAMES, 'address_validation', 'address_override', 'address'],
      schema: addressSchema,
      body: <AddressStep />,
    },
    {
      title: OUTBOUND_STEPS[2],
      fields: ['warehouse_id', 'products'],
      schema: productsSchema,
      body: <ProductsStep options={options} />,
    },
    {
      title: OUTBOUND_STEPS[3],
      fields: [
        'shipping_method',
        'insurance',
        'duties',
        'byo_label',
        'documents',
        'reference',
        'chat_comment',
        'parcels',
      ],
      schema: shippingStepSchema(options.shipping_methods),
      body: <ShippingStep options={options} />,
    },
    { title: OUTBOUND_STEPS[4], fields: [], body: <ReviewStep options={options} /> },
  ];
  return {
    id: 'outbound-wizard',
    label: OUTBOUND_WIZARD_LABEL,
    steps,
    labels: OUTBOUND_LABELS,
    fieldOf: outboundFieldOf,
    submitLabel: 'Create order',
    headingLevel: 2,
  };
}

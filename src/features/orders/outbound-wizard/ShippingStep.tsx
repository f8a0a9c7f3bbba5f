import { Button, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { FieldNote } from '@/components/form/FormField';
import type { OrderFormOptionsResponse, ShippingMethod } from '@/domain/contract';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/textFields';
import { useWizard } from '@/components/wizard/Wizard';
import { OUTBOUND_SHIPPING_FIELDS } from '@/domain/orders/fields';
import { DocumentsField } from './DocumentsField';
import { ParcelsField } from '../components/ParcelsField';
import { referenceNote, useReferenceCheck } from '../components/referenceCheck';
import { insuranceProblems } from './schema';
import { STEP, type OutboundValues } from './values';

type Options = OrderFormOptionsResponse['data'];

/** A method as the select shows it: insured ones say so (once, if their name does not already). */
export const methodLabel = (m: ShippingMethod) =>
  `${m.label} · ${m.carrier}${m.insured && !/insured/i.test(m.label) ? ' · Insured' : ''}`;

const errorNote = (text: string | undefined): FieldNote | undefined =>
  text ? { text, tone: 'error' } : undefined;

/**
 * Step 4, Shipping. The insurance rule shows the moment an insured method (or Insurance) is
 * chosen while a product has no valid cost price, not only on Next.
 */
export function ShippingStep({ options }: { options: Options }) {
  const { values } = useFormikContext<OutboundValues>();
  const { goTo } = useWizard();
  const refusal = insuranceProblems(values, options.shipping_methods);
  const warehouse = options.warehouses.find((w) => w.id === values.warehouse_id);
  const reference = useReferenceCheck();
  return (
    <>
      <Typography.Paragraph>
        Ships from <strong>{warehouse?.name ?? 'no warehouse yet'}</strong>.{' '}
        <Button
          type="link"
          onClick={() => goTo(STEP.products)}
          className="outbound-wizard__inline-link"
        >
          Change the warehouse on Products
        </Button>
      </Typography.Paragraph>
      <SelectField
        name="shipping_method"
        required
        placeholder="Select a shipping method"
        options={options.shipping_methods.map((m) => ({
          value: m.code,
          label: methodLabel(m),
        }))}
        note={errorNote(refusal.shipping_method as string | undefined)}
        noteFirst
        extra="Insured methods cover the goods at their cost price."
      />
      <CheckboxField
        name="insurance"
        label={OUTBOUND_SHIPPING_FIELDS.insurance.label}
        description="Insure the goods at their cost price with any method."
      />
      {refusal.insurance && (
        <Typography.Text type="danger" role="alert" className="outbound-wizard__refusal">
          {refusal.insurance as string}
        </Typography.Text>
      )}
      <SelectField
        name="duties"
        required
        options={[
          { value: 'DDU', label: 'DDU: the customer pays import duties' },
          { value: 'DDP', label: 'DDP: you pay import duties' },
        ]}
      />
      <CheckboxField
        name="byo_label"
        label={OUTBOUND_SHIPPING_FIELDS.byo_label.label}
        description="You attach the carrier label yourself (as a document below)."
      />
      <DocumentsField />
      <TextField
        name="reference"
        required
        counter={OUTBOUND_SHIPPING_FIELDS.reference.max}
        note={referenceNote(reference)}
        hasFeedback={reference.status === 'checking' || reference.status === 'unique'}
        extra="Your own reference for this order; no two orders share one."
      />
      <TextAreaField
        name="chat_comment"
        counter={OUTBOUND_SHIPPING_FIELDS.chat_comment.max}
        extra="Optional. Sent to the order's support chat when the order is created."
      />
      <ParcelsField
        intro={
          <>
            <legend>Parcels</legend>
            <Typography.Paragraph type="secondary">
              Optional: if you know how it will be packed. Sizes in cm, weights in kg; volumetric
              weight is length × width × height ÷ 5,000.
            </Typography.Paragraph>
          </>
        }
      />
    </>
  );
}

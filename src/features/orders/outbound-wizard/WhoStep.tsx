import { Alert, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { PartnerPicker } from '@/features/partners';
import { useChooseCustomer } from './useChooseCustomer';
import type { OutboundValues } from './values';

export const customerName = (c: { name: string; company: string }) =>
  c.company && c.company !== c.name ? `${c.name} (${c.company})` : c.name;

/**
 * Step 1, Who: the customer, picked from the names suggested as the person types
 * (search-suggestions/customer-by-name, as on the customers list), or added in a modal.
 */
export function WhoStep() {
  const { values } = useFormikContext<OutboundValues>();
  const { choose, loading, failed } = useChooseCustomer();

  return (
    <PartnerPicker
      kind="customer"
      name="customer"
      required
      note={
        failed
          ? { text: 'That customer could not be loaded. Try again.', tone: 'error' }
          : undefined
      }
      extra="Type part of a customer's name and pick them from the list."
      optionLabel={customerName}
      onPick={(who) => void choose(who).catch(() => undefined)}
      onAdded={(customer) => void choose(customer, customer)}
      addFormId="outbound-add-customer"
    >
      {loading && (
        <Typography.Paragraph type="secondary" role="status">
          Loading the customer…
        </Typography.Paragraph>
      )}
      {values.customer && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="outbound-wizard__chosen"
          title={`Customer: ${customerName(values.customer)}`}
          description="Their address is filled in on the next step; you can change it for this order."
        />
      )}
    </PartnerPicker>
  );
}

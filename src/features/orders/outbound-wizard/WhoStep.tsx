import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Alert, AutoComplete, Button, Input, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { PartnerSuggestion } from '@/api/contract';
import { FormField } from '@/components/form/FormField';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from '@/components/page/ListSearch';
import { useCustomerSuggestionsQuery } from '@/features/customers/api';
import { partnerSearchProblem } from '@/lib/validation/rules';
import { AddCustomerModal } from './AddCustomerModal';
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
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const problem = partnerSearchProblem(text);
  const suggestions = useCustomerSuggestionsQuery(debounced, {
    skip: debounced === '' || !!partnerSearchProblem(debounced),
  });
  const found = problem || debounced === '' ? [] : (suggestions.data ?? []);
  const { choose, loading, failed } = useChooseCustomer();

  const pick = (who: PartnerSuggestion) => {
    setText('');
    void choose(who).catch(() => undefined);
  };

  return (
    <>
      <FormField
        name="customer"
        label="Customer"
        required
        note={
          problem
            ? { text: problem, tone: 'error' }
            : failed
              ? { text: 'That customer could not be loaded. Try again.', tone: 'error' }
              : undefined
        }
        extra="Type part of a customer's name and pick them from the list."
      >
        {(control) => (
          <AutoComplete
            value={text}
            options={found.map((s) => ({ value: String(s.id), label: customerName(s) }))}
            onChange={(value: string) => setText(value ?? '')}
            onSelect={(value: string) => {
              const who = found.find((s) => String(s.id) === value);
              if (who) pick(who);
            }}
            notFoundContent={
              debounced && !problem && suggestions.isSuccess ? 'No customer by that name' : null
            }
            style={{ width: '100%' }}
          >
            <Input
              {...control}
              type="search"
              placeholder="Search customers by name"
              prefix={<SearchOutlined aria-hidden />}
              // Enter picks a suggestion; it must not press Next too.
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
          </AutoComplete>
        )}
      </FormField>
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
      <Typography.Paragraph className="outbound-wizard__add">
        <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add a new customer
        </Button>
      </Typography.Paragraph>
      <AddCustomerModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(customer) => {
          setAdding(false);
          void choose(customer, customer);
        }}
      />
    </>
  );
}

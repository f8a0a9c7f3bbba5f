import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Alert, AutoComplete, Button, Input, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { PartnerSuggestion } from '@/api/contract';
import { FormField } from '@/components/form/FormField';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from '@/components/page/ListSearch';
import { partnerSearchProblem } from '@/lib/validation/rules';
import { useSupplierSuggestionsQuery } from '@/features/suppliers/api';
import { AddSupplierModal } from './AddSupplierModal';
import { SourceOrderField } from './SourceOrderField';
import type { InboundFormValues } from './values';

const supplierName = (s: { name: string; company: string }) =>
  s.company && s.company !== s.name ? `${s.company} (${s.name})` : s.name;

/** Step 1: who sends the stock (a back order first names the order it follows). */
export function SupplierStep() {
  const { values } = useFormikContext<InboundFormValues>();
  return (
    <>
      {values.sub_type === 'back' && <SourceOrderField />}
      <SupplierField />
    </>
  );
}

/**
 * The supplier, picked from the names suggested as the person types
 * (search-suggestions/supplier-by-name, as on the suppliers list), or added in a modal.
 */
function SupplierField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<InboundFormValues>();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const problem = partnerSearchProblem(text);
  const suggestions = useSupplierSuggestionsQuery(debounced, {
    skip: debounced === '' || !!partnerSearchProblem(debounced),
  });
  const found = problem || debounced === '' ? [] : (suggestions.data ?? []);

  const choose = (supplier: { id: number; name: string; company: string }) => {
    void setFieldValue('supplier_id', supplier.id);
    void setFieldValue('supplier_name', supplierName(supplier));
    void setFieldTouched('supplier_id', true, false);
    setText('');
  };

  return (
    <>
      <FormField
        name="supplier_id"
        label="Supplier"
        required={values.sub_type !== 'transfer'}
        note={problem ? { text: problem, tone: 'error' } : undefined}
        extra={
          values.sub_type === 'transfer'
            ? 'Optional for a transfer between your own warehouses: the warehouse it comes from is asked under Shipping.'
            : "Type part of a supplier's name and pick it from the list."
        }
      >
        {(control) => (
          <AutoComplete
            value={text}
            options={found.map((s: PartnerSuggestion) => ({
              value: String(s.id),
              label: supplierName(s),
            }))}
            onChange={(value: string) => setText(value ?? '')}
            onSelect={(value: string) => {
              const supplier = found.find((s) => String(s.id) === value);
              if (supplier) choose(supplier);
            }}
            notFoundContent={
              debounced && !problem && suggestions.isSuccess ? 'No supplier by that name' : null
            }
            style={{ width: '100%' }}
          >
            <Input
              {...control}
              type="search"
              placeholder="Search suppliers by name"
              prefix={<SearchOutlined aria-hidden />}
              // Enter chooses a suggestion; it must never press the wizard's Next as well.
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
          </AutoComplete>
        )}
      </FormField>
      {values.supplier_id !== null && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="inbound-wizard__chosen"
          title={`Supplier: ${values.supplier_name || `#${values.supplier_id}`}`}
          action={
            <Button
              size="small"
              onClick={() => {
                void setFieldValue('supplier_id', null);
                void setFieldValue('supplier_name', '');
              }}
            >
              Clear supplier
            </Button>
          }
        />
      )}
      <Typography.Paragraph className="inbound-wizard__add-supplier">
        <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add a new supplier
        </Button>
      </Typography.Paragraph>
      <AddSupplierModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(supplier) => {
          choose(supplier);
          setAdding(false);
        }}
      />
    </>
  );
}

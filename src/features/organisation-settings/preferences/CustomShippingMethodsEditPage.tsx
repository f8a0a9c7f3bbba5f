import { Typography } from 'antd';
import type { CustomShippingsRequest, ProviderShippingMethod } from '@/domain/contract';
import { useFormFrame } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import {
  CUSTOM_SHIPPING_FUNCTIONS,
  CUSTOM_SHIPPING_LABELS,
  customShippingKey,
  customShippingProblems,
  MAX_CUSTOM_SHIPPINGS,
} from '@/domain/preferences/customShippingFields';
import {
  useGetCustomShippingsQuery,
  useGetShippingMethodsQuery,
  useReplaceCustomShippingsMutation,
} from '../api';
import { organisationPaths } from '../paths';
import { settingsPage } from './frame';
import { SettingsForm } from './settingsForm';
import { AddRowButton, RemoveRowButton } from './RowButtons';
import { useFormRows } from './useFormRows';

export const CUSTOM_METHODS_SAVED = 'Custom shipping methods saved';

type Values = CustomShippingsRequest;
type Field = keyof typeof CUSTOM_SHIPPING_LABELS;
const FIELDS: Field[] = ['store_title', 'shipping_method', 'shipping_company', 'function'];

export const customRowLabel = (index: number, field: Field) =>
  `${CUSTOM_SHIPPING_LABELS[field]} ${index + 1}`;

/** A row's field: its formik name and its numbered label ('Store title 2'). */
const rowField = (index: number, field: Field) => ({
  name: customShippingKey(index, field),
  label: customRowLabel(index, field),
});

const labelsFor = (values: Values) =>
  Object.fromEntries(
    values.custom_shippings.flatMap((_row, i) =>
      FIELDS.map((f) => [customShippingKey(i, f), customRowLabel(i, f)]),
    ),
  );

/** /settings/organisation/{uid}/shipping/custom-methods/edit: add, change and remove rows. */
export const CustomShippingMethodsEditPage = settingsPage(
  { section: 'shipping', tab: 'custom-methods', title: 'Edit Custom Shipping Methods' },
  CustomMethodsEditor,
);

function CustomMethodsEditor({ uid }: { uid: string }) {
  const rows = useGetCustomShippingsQuery(uid);
  const methods = useGetShippingMethodsQuery(uid);
  const [replace] = useReplaceCustomShippingsMutation();
  const both = {
    ...rows,
    data: rows.data && methods.data ? { rows: rows.data, methods: methods.data } : undefined,
    isError: rows.isError || methods.isError,
    error: rows.error ?? methods.error,
    refetch: () => {
      void rows.refetch();
      void methods.refetch();
    },
  };
  return (
    <QueryBoundary query={both} noun="custom shipping methods">
      {({ rows: current, methods: known }) => (
        <SettingsForm<Values>
          name="Custom shipping methods"
          idPrefix="custom-methods"
          wide
          initialValues={{ custom_shippings: current.map((row) => ({ ...row })) }}
          labelsFor={labelsFor}
          rules={(values) =>
            customShippingProblems(values, (code) => known.some((m) => m.code === code))
          }
          save={(values) => replace({ uid, input: values }).unwrap()}
          savedMessage={CUSTOM_METHODS_SAVED}
          returnTo={organisationPaths.customShippingMethods(uid)}
        >
          <CustomMethodRows methods={known} />
        </SettingsForm>
      )}
    </QueryBoundary>
  );
}

function CustomMethodRows({ methods }: { methods: ProviderShippingMethod[] }) {
  const { idPrefix } = useFormFrame();
  const addId = `${idPrefix}-add-row`;
  const { rows, add, remove } = useFormRows<Values['custom_shippings'][number]>(
    'custom_shippings',
    'store_title',
    addId,
  );
  const methodOptions = methods.map((m) => ({ value: m.code, label: m.label }));
  const functionOptions = CUSTOM_SHIPPING_FUNCTIONS.map(({ value, label }) => ({ value, label }));
  return (
    <div className="settings-rows">
      {rows.length === 0 && (
        <Typography.Paragraph type="secondary">
          No custom methods: orders keep the shipping method chosen when they are created.
        </Typography.Paragraph>
      )}
      {rows.map((row, index) => (
        <div className="settings-row settings-row--wide" key={row.uid ?? `new-${index}`}>
          <TextField {...rowField(index, 'store_title')} required />
          <SelectField
            {...rowField(index, 'shipping_method')}
            required
            placeholder="Select a method"
            options={methodOptions}
          />
          <TextField {...rowField(index, 'shipping_company')} required />
          <SelectField {...rowField(index, 'function')} required options={functionOptions} />
          <RemoveRowButton noun="custom method" index={index} onRemove={remove} />
        </div>
      ))}
      <AddRowButton
        id={addId}
        label="Add custom method"
        full={rows.length >= MAX_CUSTOM_SHIPPINGS}
        onAdd={() =>
          add({
            store_title: '',
            shipping_method: '',
            shipping_company: '',
            function: 'map_to_method',
          })
        }
      />
    </div>
  );
}

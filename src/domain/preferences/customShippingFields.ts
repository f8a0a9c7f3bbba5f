import type {
  CustomShippingFunction,
  CustomShippingInput,
  CustomShippingsRequest,
} from './preferenceTypes';
import { fieldMessages, labelsOf, type FieldDef } from '../fields/registry';
import { firstProblems } from '../validation/fieldProblem';

/**
 * Custom shipping methods (organisations/{id}/shippings/custom_shippings): a shop's own shipping
 * option (its store title) mapped to one of the provider's methods. The edit page and the
 * simulator validate the whole set with `customShippingProblems`.
 */
export const CUSTOM_SHIPPING_FUNCTIONS: readonly {
  value: CustomShippingFunction;
  label: string;
  help: string;
}[] = [
  {
    value: 'map_to_method',
    label: 'Map to method',
    help: 'Orders with this store title ship with the chosen method.',
  },
  {
    value: 'hold_for_review',
    label: 'Hold for review',
    help: 'Orders with this store title wait in Amending until someone checks them; the chosen method is proposed.',
  },
  {
    value: 'ship_cheapest',
    label: 'Ship cheapest',
    help: 'Orders ship with the cheapest method that reaches as far as the chosen one (domestic or international).',
  },
];

export const MAX_CUSTOM_SHIPPINGS = 50;

export const CUSTOM_SHIPPING_FIELDS = {
  store_title: { label: 'Store title', kind: 'text', required: true, max: 100 },
  shipping_method: { label: 'Shipping method', kind: 'choice', required: true },
  shipping_company: { label: 'Shipping company', kind: 'text', required: true, max: 50 },
  function: {
    label: 'Function',
    kind: 'choice',
    required: true,
    options: CUSTOM_SHIPPING_FUNCTIONS.map((f) => f.value),
  },
} as const satisfies Record<keyof CustomShippingInput, FieldDef>;

export const CUSTOM_SHIPPING_LABELS = labelsOf(CUSTOM_SHIPPING_FIELDS);

export const functionLabel = (value: string) =>
  CUSTOM_SHIPPING_FUNCTIONS.find((f) => f.value === value)?.label ?? value;

/** The key of a row's field, as the server names it and the form binds it. */
export const customShippingKey = (index: number, field: keyof CustomShippingInput) =>
  `custom_shippings[${index}].${field}`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function textProblem(field: 'store_title' | 'shipping_company', value: unknown): string | null {
  const { label, max } = CUSTOM_SHIPPING_FIELDS[field];
  const v = text(value);
  if (!v) return fieldMessages.required(label);
  return v.length > max ? fieldMessages.maxLength(label, max) : null;
}

/**
 * Every problem of the set, keyed `custom_shippings[i].field`, first message only. A store title
 * appears once (case aside): two mappings of one checkout option could not both apply.
 * `isKnownMethod` says whether a code is one of the provider's shipping methods.
 */
export function customShippingProblems(
  request: CustomShippingsRequest,
  isKnownMethod: (code: string) => boolean,
): Record<string, string> {
  const { problems, add } = firstProblems();
  const rows = Array.isArray(request?.custom_shippings) ? request.custom_shippings : [];
  if (rows.length > MAX_CUSTOM_SHIPPINGS)
    add('custom_shippings', `Custom shipping methods must be at most ${MAX_CUSTOM_SHIPPINGS}`);
  const titles = new Set<string>();
  rows.forEach((row, i) => {
    add(customShippingKey(i, 'store_title'), textProblem('store_title', row?.store_title));
    const title = text(row?.store_title).toLowerCase();
    if (title && titles.has(title))
      add(customShippingKey(i, 'store_title'), 'Store title is already mapped above');
    titles.add(title);
    const method = text(row?.shipping_method);
    if (!method)
      add(customShippingKey(i, 'shipping_method'), fieldMessages.required('Shipping method'));
    else if (!isKnownMethod(method))
      add(
        customShippingKey(i, 'shipping_method'),
        'Shipping method is not one of our shipping methods',
      );
    add(
      customShippingKey(i, 'shipping_company'),
      textProblem('shipping_company', row?.shipping_company),
    );
    const fn = CUSTOM_SHIPPING_FIELDS.function;
    if (!fn.options.includes(row?.function as CustomShippingFunction))
      add(customShippingKey(i, 'function'), fieldMessages.oneOf(fn.label, fn.options));
  });
  return problems;
}

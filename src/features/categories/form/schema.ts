import * as yup from 'yup';
import type { CategoryInput } from '@/api/contract';
import { CATALOGUE_MESSAGES, isHexColour } from '@/lib/catalogue/rules';

export const CATEGORY_NAME_MAX_LENGTH = 100;

export const CATEGORY_LABELS = {
  name: 'Name',
  parent_id: 'Parent category',
  color: 'Color',
} as const;

export const categoryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`,
  colorRequired: 'Color is required',
  colorInvalid: CATALOGUE_MESSAGES.hexColour,
} as const;

export interface CategoryFormValues {
  name: string;
  parent_id: number | null;
  color: string;
}

export const EMPTY_CATEGORY: CategoryFormValues = { name: '', parent_id: null, color: '' };

export const categorySchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(categoryMessages.nameRequired)
    .max(CATEGORY_NAME_MAX_LENGTH, categoryMessages.nameTooLong),
  parent_id: yup.number().integer().nullable().defined(),
  color: yup
    .string()
    .trim()
    .required(categoryMessages.colorRequired)
    .test('hex-colour', categoryMessages.colorInvalid, (value) => isHexColour(value ?? '')),
});

/** What the server receives: trimmed text, the colour as typed (3 or 6 digits). */
export function toCategoryInput(values: CategoryFormValues): CategoryInput {
  return {
    name: values.name.trim(),
    parent_id: values.parent_id,
    color: values.color.trim(),
  };
}

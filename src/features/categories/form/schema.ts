import * as yup from 'yup';
import type { CategoryInput } from '@/domain/contract';
import { CATALOGUE_MESSAGES, isHexColour } from '@/domain/catalogue/rules';
import {
  CATEGORY_FIELDS as F,
  CATEGORY_LABELS,
  CATEGORY_NAME_MAX_LENGTH,
} from '@/domain/catalogue/categoryFields';
import { fieldMessages } from '@/domain/fields/registry';

/** Labels and limits come from the category registry the simulator reads too. */
export { CATEGORY_LABELS, CATEGORY_NAME_MAX_LENGTH };

export const categoryMessages = {
  nameRequired: fieldMessages.required(F.name.label),
  nameTooLong: fieldMessages.maxLength(F.name.label, CATEGORY_NAME_MAX_LENGTH),
  colorRequired: fieldMessages.required(F.color.label),
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

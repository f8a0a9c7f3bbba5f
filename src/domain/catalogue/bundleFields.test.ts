import fc from 'fast-check';
import { CATALOGUE_MESSAGES } from './rules';
import { BUNDLE_DIMENSIONS, BUNDLE_FIELDS, BUNDLE_LABELS } from './bundleFields';
import { cleanDraftValues, fieldMessages } from '../fields/registry';

describe('the bundle field registry', () => {
  it('names every field with the words the forms and the simulator show', () => {
    expect(BUNDLE_LABELS).toEqual({
      products: 'Products',
      sku: 'SKU',
      title: 'Title',
      description: 'Description',
      length: 'Length',
      width: 'Width',
      height: 'Height',
      weight: 'Weight',
      prepping_required: 'Prepping required',
      prepping_steps: 'Prepping steps',
      image: 'Bundle image',
    });
  });

  it('words the title limit as the catalogue does', () => {
    expect(fieldMessages.maxLength(BUNDLE_FIELDS.title.label, BUNDLE_FIELDS.title.max)).toBe(
      CATALOGUE_MESSAGES.titleTooLong,
    );
  });

  it('lets a stored draft bring back only values of each field’s kind', () => {
    const empty = {
      sku: '',
      title: '',
      description: '',
      length: null as number | null,
      width: null as number | null,
      height: null as number | null,
      weight: null as number | null,
      prepping_required: false,
    };
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(empty)), fc.jsonValue()), (raw) => {
        const cleaned = cleanDraftValues(BUNDLE_FIELDS, raw, empty);
        return (
          ['sku', 'title', 'description'].every(
            (k) => typeof cleaned[k as keyof typeof empty] === 'string',
          ) &&
          BUNDLE_DIMENSIONS.every((k) => cleaned[k] === null || Number.isFinite(cleaned[k])) &&
          typeof cleaned.prepping_required === 'boolean'
        );
      }),
    );
  });
});

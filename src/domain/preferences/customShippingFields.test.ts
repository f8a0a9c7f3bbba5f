import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customShippingProblems, MAX_CUSTOM_SHIPPINGS } from './customShippingFields';
import { emailPreferencesProblems } from './emailPreferenceFields';
import { integrationProblems } from './integrationFields';

const METHODS = ['AUPOST_PARCEL', 'TNT_ROAD'];
const isKnown = (code: string) => METHODS.includes(code);
const row = (store_title: string, shipping_method = 'TNT_ROAD') => ({
  store_title,
  shipping_method,
  shipping_company: 'TNT',
  function: 'map_to_method' as const,
});
/** Titles of visible characters, at most 100 long. */
const title = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((t) => t.trim().length > 0 && t === t.trim());

describe('custom shipping methods', () => {
  it('accepts any set of distinct titles mapped to known methods', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(title, { maxLength: 8, selector: (t) => t.toLowerCase() }),
        (titles) => {
          const set = titles.map((t, i) => row(t, METHODS[i % 2]));
          expect(customShippingProblems({ custom_shippings: set }, isKnown)).toEqual({});
        },
      ),
    );
  });

  it('refuses a title repeated in another case or with spaces around, on the later row', () => {
    fc.assert(
      fc.property(title, fc.boolean(), (t, upper) => {
        const again = ` ${upper ? t.toUpperCase() : t.toLowerCase()} `;
        const problems = customShippingProblems(
          { custom_shippings: [row(t), row(again)] },
          isKnown,
        );
        expect(problems['custom_shippings[1].store_title']).toBe(
          'Store title is already mapped above',
        );
        expect(problems['custom_shippings[0].store_title']).toBeUndefined();
      }),
    );
  });

  it('refuses a method that is not the provider’s and a set over the limit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (code) => {
        fc.pre(!isKnown(code.trim()) && code.trim() !== '');
        expect(customShippingProblems({ custom_shippings: [row('A', code)] }, isKnown)).toEqual({
          'custom_shippings[0].shipping_method':
            'Shipping method is not one of our shipping methods',
        });
      }),
    );
    const many = Array.from({ length: MAX_CUSTOM_SHIPPINGS + 1 }, (_, i) => row(`T${i}`));
    expect(customShippingProblems({ custom_shippings: many }, isKnown).custom_shippings).toBe(
      `Custom shipping methods must be at most ${MAX_CUSTOM_SHIPPINGS}`,
    );
  });
});

describe('integration and e-mail flags', () => {
  it('takes a name of 1 to 100 visible characters and a boolean switch', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), fc.boolean(), (name, active) => {
        const trimmed = name.trim();
        const problems = integrationProblems({ name, active });
        if (!trimmed) expect(problems.name).toBe('Name is required');
        else if (trimmed.length > 100)
          expect(problems.name).toBe('Name must be at most 100 characters');
        else expect(problems).toEqual({});
      }),
    );
    expect(integrationProblems({ name: 'Shop', active: 'yes' as unknown as boolean })).toEqual({
      active: 'Active must be yes or no',
    });
  });

  it('takes only booleans as flags; a PUT needs all three', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const problems = emailPreferencesProblems(
          { weekly_report_email_enabled: value },
          { partial: true },
        );
        expect(Object.keys(problems)).toEqual(
          typeof value === 'boolean' ? [] : ['weekly_report_email_enabled'],
        );
      }),
    );
    expect(Object.keys(emailPreferencesProblems({}, { partial: false }))).toHaveLength(3);
  });
});

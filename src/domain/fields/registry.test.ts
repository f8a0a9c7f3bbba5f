import fc from 'fast-check';
import { cleanDraftValues, labelsOf, type FieldRegistry } from './registry';

const REGISTRY: FieldRegistry<'name' | 'qty' | 'kind' | 'ok'> = {
  name: { label: 'Name', kind: 'text', max: 10 },
  qty: { label: 'Quantity', kind: 'integer' },
  kind: { label: 'Kind', kind: 'choice', options: ['a', 'b'] },
  ok: { label: 'OK', kind: 'boolean' },
};
const EMPTY = { name: '', qty: null as number | null, kind: 'a', ok: false };

describe('field registry', () => {
  it('gives every field its label', () => {
    expect(labelsOf(REGISTRY)).toEqual({ name: 'Name', qty: 'Quantity', kind: 'Kind', ok: 'OK' });
  });

  it('keeps only values of the right kind from a stored draft', () => {
    expect(
      cleanDraftValues(REGISTRY, { name: 'x', qty: 'NaN', kind: 'c', ok: true, extra: 1 }, EMPTY),
    ).toEqual({ name: 'x', qty: null, kind: 'a', ok: true });
  });

  it('always returns the blank form shape, whatever was stored', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        const cleaned = cleanDraftValues(REGISTRY, raw, EMPTY);
        return (
          Object.keys(cleaned).sort().join() === 'kind,name,ok,qty' &&
          typeof cleaned.name === 'string' &&
          typeof cleaned.ok === 'boolean' &&
          ['a', 'b'].includes(cleaned.kind)
        );
      }),
    );
  });
});

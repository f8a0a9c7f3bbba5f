import { packagingChain } from './packagingChain';

const chain = packagingChain(['BASE', 'BOX', 'CARTON', 'PALLET'] as const);
const base = { unit: 'BASE' as const, items_per_unit: 1 };
const box = { unit: 'BOX' as const, items_per_unit: 12 };
const pallet = { unit: 'PALLET' as const, items_per_unit: 480 };

describe('packagingChain', () => {
  it('sorts smallest first and ranks by the given order', () => {
    expect(chain.sortUnits([pallet, base, box]).map((u) => u.unit)).toEqual([
      'BASE',
      'BOX',
      'PALLET',
    ]);
    expect(chain.rank('CARTON')).toBe(2);
  });

  it('finds the nearest smaller and larger units the product has, skipping missing ones', () => {
    const units = [pallet, box, base];
    expect(chain.parentOf(units, 'CARTON')).toBe(box);
    expect(chain.holderOf(units, 'CARTON')).toBe(pallet);
    expect(chain.parentOf(units, 'BASE')).toBeUndefined();
    expect(chain.holderOf(units, 'PALLET')).toBeUndefined();
  });

  it('counts the parent units one unit holds', () => {
    const units = [base, box, pallet];
    expect(chain.parentQuantity(units, pallet)).toBe(40);
    expect(chain.parentQuantity(units, box)).toBe(12);
    expect(chain.parentQuantity(units, base)).toBe(1);
  });
});

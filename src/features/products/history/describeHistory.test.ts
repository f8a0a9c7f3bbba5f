import type { HistoryEntry } from '@/domain/contract';
import { actionText, changeText, fieldName, valueText } from './describeHistory';

const entry = (action: HistoryEntry['action'], changes: HistoryEntry['changes']): HistoryEntry => ({
  id: 1,
  created_at: '2025-05-01T10:00:00Z',
  actor: 'Olivia Owner',
  action,
  changes,
});

describe('history in words', () => {
  it('names fields by their labels', () => {
    expect(fieldName('supplier_value')).toBe('Supplier value');
    expect(fieldName('hs_code')).toBe('HS code');
    expect(fieldName('BOX items_per_unit')).toBe('Box items per unit');
    expect(fieldName('CARTON stock')).toBe('Carton stock');
    expect(fieldName('some_new_field')).toBe('Some new field');
  });

  it('shows values as people read them', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(1234.5)).toBe('1,234.5');
    expect(valueText('PALLET')).toBe('Pallet');
    expect(valueText('***')).toBe('***');
    expect(changeText({ field: 'fragile', from: false, to: true })).toBe('Fragile: No → Yes');
  });

  it('says what was done, and to which unit', () => {
    expect(actionText(entry('created', []))).toBe('created the product');
    expect(actionText(entry('archived', []))).toBe('archived the product');
    expect(actionText(entry('type_added', [{ field: 'unit', from: null, to: 'CARTON' }]))).toBe(
      'added the carton type',
    );
    expect(actionText(entry('type_updated', [{ field: 'BOX length', from: 30, to: 32 }]))).toBe(
      'changed the box type',
    );
    expect(
      actionText(
        entry('breakdown', [
          { field: 'CARTON stock', from: 5, to: 3 },
          { field: 'BOX stock', from: 0, to: 8 },
        ]),
      ),
    ).toBe('broke down cartons into boxes');
    expect(actionText(entry('breakdown', []))).toBe('broke down stock');
  });
});

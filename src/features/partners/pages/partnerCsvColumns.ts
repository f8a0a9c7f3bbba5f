import type { Partner } from '@/domain/contract';
import type { CsvColumn, CsvValue } from '@/domain/format/csv';
import { PARTNER_TYPE_FIELD } from '@/domain/partners/fields';
import { PARTNER_WORDS, type PartnerSetup } from '../kinds';
import { columnsFor } from './partnerColumns';

/**
 * The CSV columns of a partner list: the table's columns, labels and order, each writing the
 * value (the type's label, the ISO day added) rather than its rendering.
 */
export function partnerCsvColumns(setup: PartnerSetup): CsvColumn<Partner>[] {
  const words = PARTNER_WORDS[setup.kind];
  const typeField = PARTNER_TYPE_FIELD[setup.kind];
  const field = (name: string) => (partner: Partner) =>
    (partner as unknown as Record<string, CsvValue>)[name];
  return columnsFor(setup).map((column) => {
    const key = String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''));
    const header = String(column.title);
    if (key === typeField)
      return {
        header,
        value: (p: Partner) => {
          const type = String(field(typeField)(p) ?? '');
          return words.types[type] ?? type;
        },
      };
    if (key === 'created_at') return { header, value: field(key), type: 'date' as const };
    return { header, value: field(key) };
  });
}

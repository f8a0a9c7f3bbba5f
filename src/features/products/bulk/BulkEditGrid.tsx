import { Button, Checkbox, Input } from 'antd';
import type { ClipboardEvent } from 'react';
import type { CategoryRef } from '@/domain/contract';
import {
  BULK_CELLS,
  CELL_LABELS,
  TEXT_CELLS,
  type BulkCell,
  type BulkDraft,
  type BulkErrors,
  type BulkRow,
} from './bulkRows';
import { onGridKeyDown } from './gridKeys';
import { pastedColumn } from './pasteColumn';

export interface BulkEditGridProps {
  rows: BulkRow[];
  errors: ReadonlyMap<number, BulkErrors>;
  categories: CategoryRef[];
  onEdit: (rowIndex: number, patch: Partial<BulkDraft>) => void;
  /** A pasted column: values for `cell` from row `from` down. */
  onPasteColumn: (from: number, cell: BulkCell, values: string[]) => void;
  /** Takes row `rowIndex` out of this edit (not reviewed, not sent). */
  onLeaveOut: (rowIndex: number) => void;
}

/** The id of a row's "Leave out" button (focus moves to the next one when a row leaves). */
export const leaveOutId = (row: Pick<BulkRow, 'id'>) => `bulk-leave-${row.id}`;

const cellId = (row: BulkRow, cell: BulkCell) => `bulk-${row.id}-${cell}`;

/**
 * The spreadsheet: one row per product, its SKU and name, then the editable cells. Every control
 * is named by its column and the product's SKU ("Supplier value, SKU-1"); a cell's problem is
 * shown under it and tied to it. A column copied from a spreadsheet and pasted into a cell fills
 * that column downward: numbers as typed, categories by name, Archive by yes or no. Each row
 * ends with "Leave out SKU-1", which takes it out of the edit.
 */
export function BulkEditGrid({
  rows,
  errors,
  categories,
  onEdit,
  onPasteColumn,
  onLeaveOut,
}: BulkEditGridProps) {
  // On the cell, so that it reaches the Category list and the Archive box as well as the number
  // inputs. A single value pasted into a number input is an ordinary paste; into a list or a box,
  // it is a column of one.
  const paste = (index: number, cell: BulkCell) => (event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const values = pastedColumn(text) ?? (TEXT_CELLS.includes(cell) ? null : [text.trim()]);
    if (!values) return;
    event.preventDefault();
    onPasteColumn(index, cell, values);
  };

  return (
    <div className="bulk-grid-scroll">
      <table className="bulk-grid">
        <caption className="visually-hidden">
          Products to edit. Arrow keys and Enter move between cells.
        </caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Name</th>
            {BULK_CELLS.map((cell) => (
              <th scope="col" key={cell}>
                {CELL_LABELS[cell]}
              </th>
            ))}
            <th scope="col">Leave out</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const rowErrors = errors.get(row.id) ?? {};
            const control = (cell: BulkCell, c: number) => {
              const error = rowErrors[cell];
              const name = `${CELL_LABELS[cell]}, ${row.sku}`;
              const shared = {
                'data-cell': `${r}:${c}`,
                onKeyDown: onGridKeyDown,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${cellId(row, cell)}-error` : undefined,
              };
              if (cell === 'archive')
                return (
                  <Checkbox
                    {...shared}
                    aria-label={name}
                    checked={row.draft.archive}
                    onChange={(e) => onEdit(r, { archive: e.target.checked })}
                  >
                    Archive
                  </Checkbox>
                );
              if (cell === 'category_id')
                return (
                  <select
                    {...shared}
                    className="bulk-select"
                    aria-label={name}
                    value={row.draft.category_id ?? ''}
                    onChange={(e) =>
                      onEdit(r, { category_id: e.target.value ? Number(e.target.value) : null })
                    }
                  >
                    <option value="">No category</option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                );
              const textCell = cell as (typeof TEXT_CELLS)[number] & keyof BulkDraft;
              return (
                <Input
                  {...shared}
                  type="text"
                  inputMode="decimal"
                  aria-label={name}
                  status={error ? 'error' : undefined}
                  value={row.draft[textCell] as string}
                  onChange={(e) => onEdit(r, { [textCell]: e.target.value })}
                />
              );
            };
            return (
              <tr key={row.id}>
                <th scope="row">{row.sku}</th>
                <td className="bulk-name">{row.title}</td>
                {BULK_CELLS.map((cell, c) => (
                  <td key={cell} onPaste={paste(r, cell)}>
                    {control(cell, c)}
                    {rowErrors[cell] && (
                      <div id={`${cellId(row, cell)}-error`} className="bulk-cell-error">
                        {rowErrors[cell]}
                      </div>
                    )}
                  </td>
                ))}
                <td>
                  <Button
                    id={leaveOutId(row)}
                    aria-label={`Leave out ${row.sku}`}
                    onClick={() => onLeaveOut(r)}
                  >
                    Leave out
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

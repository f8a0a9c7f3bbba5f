/**
 * Add Multiple Products: every sheet row checked with the wizard's own rules (form/schema.ts,
 * built from the product field registry and domain/catalogue/rules) before anything is sent. Pure and synchronous; the
 * server's answers (SKUs already taken) come in through the context.
 */
import * as yup from 'yup';
import type { CategoryRef, Country, ProductInput } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { fieldMessages } from '@/domain/fields/registry';
import { PRODUCT_FIELDS, PRODUCT_LABELS as L } from '@/domain/catalogue/productFields';
import { productSchema } from '../form/schema';
import {
  EMPTY_PRODUCT_VALUES,
  toProductInput,
  type ProductField,
  type ProductFormValues,
} from '../form/values';
import { IMPORT_COLUMNS, type ImportColumn } from './columns';
import type { SheetRow } from './parseSheet';

export interface RowIssue {
  column: ImportColumn;
  message: string;
}

export interface ImportContext {
  categories: CategoryRef[];
  countries: Country[];
  /** Lower-cased SKU → the server's reason, for SKUs the organisation already uses. */
  takenSkus?: ReadonlyMap<string, string>;
}

export interface ValidatedRow {
  line: number;
  sku: string;
  title: string;
  /** What POST items/ receives; null while the row has issues. */
  input: ProductInput | null;
  issues: RowIssue[];
}

export const IMPORT_MESSAGES = {
  yesNo: (label: string) => fieldMessages.oneOf(label, ['yes', 'no']),
  unknownCategory: (name: string) => `Category "${name}" does not exist`,
  unknownCountry: (name: string) => `${L.manufactured_country} "${name}" is not a known country`,
  duplicateSku: (lines: number[]) =>
    `SKU appears more than once in this file (rows ${lines.join(', ')})`,
  skuTaken: CATALOGUE_MESSAGES.skuTaken,
} as const;

/** The sheet's cells read by the kind the registry gives each field. */
const ofKind = (kinds: readonly string[]) =>
  (Object.keys(PRODUCT_FIELDS) as ProductField[]).filter((field) =>
    kinds.includes(PRODUCT_FIELDS[field].kind),
  );
/** The fields whose form value takes any V. */
type Cell<V> = {
  [F in ProductField]: [V] extends [ProductFormValues[F]] ? F : never;
}[ProductField];
const NUMBER_FIELDS = ofKind(['number', 'integer']) as Exclude<
  Cell<number | null>,
  'category_id'
>[];
const BOOLEAN_FIELDS = ofKind(['boolean']) as Cell<boolean>[];
/** Free text; the country (a choice by code or name) is read on its own. */
const TEXT_FIELDS = ofKind(['text']).filter((f) => f !== 'manufactured_country') as Cell<string>[];

const TRUE = new Set(['yes', 'y', 'true', '1']);
const FALSE = new Set(['no', 'n', 'false', '0']);

/**
 * A number as spreadsheets write it: "1,250.50", "$12", " 3 ". Anything else is NaN, which the
 * schema reports as "<Label> must be a number"; blank is null ("not entered").
 */
export function parseSheetNumber(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === '') return null;
  const plain = cell
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** yes/no, y/n, true/false, 1/0 in any case; blank is `fallback`; anything else undefined. */
export function parseSheetBoolean(
  cell: string | undefined,
  fallback: boolean,
): boolean | undefined {
  if (cell === undefined || cell.trim() === '') return fallback;
  const word = cell.trim().toLowerCase();
  if (TRUE.has(word)) return true;
  if (FALSE.has(word)) return false;
  return undefined;
}

const byName = (name: string) => name.trim().toLowerCase();

/** Sheet cells → the wizard's form values, plus what could not even be read. */
function toFormValues(
  cells: SheetRow['cells'],
  context: ImportContext,
): { values: ProductFormValues; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const values: ProductFormValues = { ...EMPTY_PRODUCT_VALUES, images: [] };

  for (const field of TEXT_FIELDS) values[field] = cells[field] ?? '';
  for (const field of NUMBER_FIELDS) {
    const parsed = parseSheetNumber(cells[field]);
    // Blank means what an untouched wizard field means: 0 where optional, "missing" elsewhere.
    values[field] = parsed === null ? EMPTY_PRODUCT_VALUES[field] : parsed;
  }
  for (const field of BOOLEAN_FIELDS) {
    const parsed = parseSheetBoolean(cells[field], EMPTY_PRODUCT_VALUES[field]);
    if (parsed === undefined)
      issues.push({ column: field, message: IMPORT_MESSAGES.yesNo(L[field]) });
    else values[field] = parsed;
  }
  if (cells.sku_type)
    values.sku_type = cells.sku_type.toLowerCase() as ProductFormValues['sku_type'];

  if (cells.category) {
    const category = context.categories.find((c) => byName(c.name) === byName(cells.category!));
    if (category) values.category_id = category.id;
    else
      issues.push({ column: 'category', message: IMPORT_MESSAGES.unknownCategory(cells.category) });
  }

  const country = cells.manufactured_country;
  if (country) {
    const match = context.countries.find(
      (c) => byName(c.iso2) === byName(country) || byName(c.text) === byName(country),
    );
    if (match) values.manufactured_country = match.value;
    else
      issues.push({
        column: 'manufactured_country',
        message: IMPORT_MESSAGES.unknownCountry(country),
      });
  }
  return { values, issues };
}

const columnOf = (field: string): ImportColumn =>
  (field === 'category_id' ? 'category' : field) as ImportColumn;

/** The wizard's schema over the row: every field's first problem. */
function schemaIssues(values: ProductFormValues, skip: Set<ImportColumn>): RowIssue[] {
  try {
    productSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const issues: RowIssue[] = [];
    for (const issue of error.inner.length ? error.inner : [error]) {
      const column = columnOf(issue.path?.split(/[.[]/)[0] ?? '');
      // A cell already reported as unreadable needs no second, vaguer message.
      if (skip.has(column) || issues.some((i) => i.column === column)) continue;
      issues.push({ column, message: issue.message });
    }
    return issues;
  }
}

/** One row on its own: everything but the checks that need the other rows or the server. */
export function validateRow(row: SheetRow, context: ImportContext): ValidatedRow {
  const { values, issues } = toFormValues(row.cells, context);
  const all = [...issues, ...schemaIssues(values, new Set(issues.map((i) => i.column)))];
  const taken = values.sku.trim() && context.takenSkus?.get(byName(values.sku));
  if (taken && !all.some((i) => i.column === 'sku')) all.push({ column: 'sku', message: taken });
  // In the sheet's column order, so a row's problems read left to right like the row.
  all.sort((a, b) => IMPORT_COLUMNS.indexOf(a.column) - IMPORT_COLUMNS.indexOf(b.column));
  return {
    line: row.line,
    sku: row.cells.sku ?? '',
    title: row.cells.title ?? '',
    input: all.length ? null : toProductInput(values),
    issues: all,
  };
}

/** Every row, plus SKUs repeated inside the file (case-insensitive, as the server compares). */
export function validateRows(rows: SheetRow[], context: ImportContext): ValidatedRow[] {
  const linesBySku = new Map<string, number[]>();
  for (const row of rows) {
    const sku = byName(row.cells.sku ?? '');
    if (sku) linesBySku.set(sku, [...(linesBySku.get(sku) ?? []), row.line]);
  }
  return rows.map((row) => {
    const result = validateRow(row, context);
    const lines = linesBySku.get(byName(row.cells.sku ?? '')) ?? [];
    if (lines.length < 2) return result;
    const issues = [
      ...result.issues,
      { column: 'sku' as const, message: IMPORT_MESSAGES.duplicateSku(lines) },
    ];
    return { ...result, input: null, issues };
  });
}

/** The SKUs worth asking the server about: well-formed and used once in the file. */
export function skusToCheck(rows: ValidatedRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.issues.some((i) => i.column === 'sku')) continue;
    seen.add(row.sku.trim());
  }
  return [...seen].filter(Boolean);
}

export const takenKey = byName;

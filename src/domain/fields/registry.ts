/**
 * A resource's field registry: each field's label, kind and limits, declared once. The client's
 * yup schema, the CSV import, the draft cleaner and the simulator's validation all read the same
 * registry, so the client and the simulator cannot disagree about a label or a limit.
 */
export type FieldKind =
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'choice'
  | 'id'
  | 'email'
  | 'phone'
  | 'url'
  | 'image-list'
  | 'image'
  | 'list';

export interface FieldDef {
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** text: at most this many characters; number: at most this value; lists: at most this many. */
  max?: number;
  /** text: at least this many characters (when not blank); number: at least this value. */
  min?: number;
  /** number: more than this value (a size must be above 0). */
  above?: number;
  /** choice: the allowed values. */
  options?: readonly (string | number)[];
}

export type FieldRegistry<K extends string = string> = Readonly<Record<K, FieldDef>>;

/**
 * Field → label, for messages and controls. Marked free of side effects: modules call it at the
 * top level (`ORDER_LINE_LABELS = labelsOf(...)`), and without the mark the bundler keeps every
 * such call, and the registry it reads, in any chunk that imports one constant of the module
 * (the simulator's seed worker takes SHIPMENT_TYPES from domain/orders/fields).
 */
/* @__NO_SIDE_EFFECTS__ */
export function labelsOf<K extends string>(registry: FieldRegistry<K>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<FieldDef>(registry).map(([k, d]) => [k, d.label]),
  ) as Record<K, string>;
}

/** The generic messages: each starts with the field's label. */
export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  maxLength: (label: string, n: number) => `${label} must be at most ${n} characters`,
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters`,
  number: (label: string) => `${label} must be a number`,
  integer: (label: string) => `${label} must be an integer`,
  atMost: (label: string, n: number) => `${label} must be less than or equal to ${n}`,
  atLeast: (label: string, n: number) => `${label} must be greater than or equal to ${n}`,
  greaterThan: (label: string, n: number) => `${label} must be greater than ${n}`,
  oneOf: (label: string, options: readonly (string | number)[]) =>
    `${label} must be one of the following values: ${options.join(', ')}`,
} as const;

/** Longest text a draft keeps for a field without a limit of its own. */
const DRAFT_TEXT_LIMIT = 5000;

/**
 * A stored draft value read as untrusted input: the value when it has the field's kind (text
 * within a sane length, a finite number or null, a boolean, an allowed choice), else undefined.
 */
export function cleanDraftValue(def: FieldDef, value: unknown): unknown {
  switch (def.kind) {
    case 'number':
    case 'integer':
    case 'id':
      return value === null || (typeof value === 'number' && Number.isFinite(value))
        ? value
        : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'choice':
      return def.options?.includes(value as string | number) ? value : undefined;
    case 'list':
    case 'image-list':
      return Array.isArray(value) ? value : undefined;
    default:
      return typeof value === 'string' && value.length <= Math.max(def.max ?? 0, DRAFT_TEXT_LIMIT)
        ? value
        : undefined;
  }
}

/**
 * Stored draft values over the blank form: every field the registry knows, cleaned; anything
 * else dropped. Fields that need more (image lists, nested lines) are cleaned by the caller after.
 */
export function cleanDraftValues<V extends object>(
  registry: FieldRegistry,
  raw: Record<string, unknown>,
  empty: V,
): V {
  const values = { ...empty } as Record<string, unknown>;
  for (const [field, def] of Object.entries(registry)) {
    if (!(field in empty)) continue;
    const cleaned = cleanDraftValue(def, raw[field]);
    if (cleaned !== undefined) values[field] = cleaned;
  }
  return values as V;
}

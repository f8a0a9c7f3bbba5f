import { fieldMessages } from '@/domain/fields/registry';

/**
 * Reads a JSON body field by field the way the provider's strong params + model validations
 * would: every problem becomes `field → [message]`, worded with the field's label first (the
 * generic messages of domain/fields/registry). On create (`partial: false`) a missing field is
 * required or takes its default; on update (`partial: true`) a missing field is simply not
 * changed.
 */
export type FieldErrors = Record<string, string[]>;

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Data URLs the server stores. SVG is accepted because the seed draws its pictures in it. */
const DATA_URL = /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;
const WEB_URL = /^https?:\/\/\S+$/;

/** Decoded size of a base64 data URL, in bytes. */
export const dataUrlBytes = (url: string): number => {
  const payload = url.slice(url.indexOf(',') + 1);
  return Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0);
};

/** Why an image value is refused, or null. `allowUrl`: bundles may point at a hosted picture. */
export function imageProblem(label: string, value: unknown, allowUrl: boolean): string | null {
  if (typeof value !== 'string' || value === '') return fieldMessages.required(label);
  if (allowUrl && WEB_URL.test(value)) return null;
  if (!DATA_URL.test(value)) return `${label} must be a PNG, JPEG or WebP image`;
  return dataUrlBytes(value) > IMAGE_MAX_BYTES ? `${label} must be at most 2 MB` : null;
}

interface TextRule {
  required?: boolean;
  max?: number;
  /** Returns a message when the (trimmed, non-blank) value breaks a pattern rule. */
  check?: (value: string) => string | null;
  /** Value used on create when the field is missing. */
  fallback?: string;
}
interface NumberRule {
  required?: boolean;
  integer?: boolean;
  min?: number;
  /** At most this value. */
  max?: number;
  fallback?: number;
}

export function fieldReader(body: Record<string, unknown>, partial: boolean) {
  const errors: FieldErrors = {};
  /** Records a problem (none when `message` is empty); returns undefined: "no value". */
  const add = (field: string, message: string | null | undefined): undefined => {
    if (message) (errors[field] ??= []).push(message);
    return undefined;
  };
  const present = (field: string) => body[field] !== undefined;

  return {
    errors,
    add,
    present,
    /** Trimmed text; undefined when the field is not to be written. */
    text(field: string, label: string, rule: TextRule = {}): string | undefined {
      if (!present(field) || body[field] === null) {
        if (partial && !present(field)) return undefined;
        if (rule.required) return add(field, fieldMessages.required(label));
        return rule.fallback ?? '';
      }
      const raw = body[field];
      if (typeof raw !== 'string' && typeof raw !== 'number')
        return add(field, `${label} is invalid`);
      const value = String(raw).trim();
      if (value === '') {
        if (rule.required) return add(field, fieldMessages.required(label));
        return value;
      }
      if (rule.max !== undefined && value.length > rule.max)
        return add(field, fieldMessages.maxLength(label, rule.max));
      const problem = rule.check?.(value);
      if (problem) return add(field, problem);
      return value;
    },
    number(field: string, label: string, rule: NumberRule = {}): number | undefined {
      if (!present(field) || body[field] === null || body[field] === '') {
        if (partial && !present(field)) return undefined;
        if (rule.required) return add(field, fieldMessages.required(label));
        return rule.fallback ?? 0;
      }
      const raw = body[field];
      const value = typeof raw === 'string' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value))
        return add(field, fieldMessages.number(label));
      if (rule.integer && !Number.isInteger(value)) return add(field, fieldMessages.integer(label));
      const min = rule.min ?? 0;
      if (value < min) return add(field, fieldMessages.atLeast(label, min));
      if (rule.max !== undefined && value > rule.max)
        return add(field, fieldMessages.atMost(label, rule.max));
      return value;
    },
    boolean(field: string, label: string, fallback = false): boolean | undefined {
      if (!present(field)) return partial ? undefined : fallback;
      const raw = body[field];
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return add(field, `${label} must be true or false`);
    },
    /** One of `allowed`; missing on create → the first. */
    oneOf<T extends string>(field: string, label: string, allowed: readonly T[]): T | undefined {
      if (!present(field)) return partial ? undefined : allowed[0];
      const raw = body[field];
      if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
      return add(field, fieldMessages.oneOf(label, allowed));
    },
    result: () => (Object.keys(errors).length ? errors : null),
  };
}

/** Drops the keys whose value is undefined (fields an update leaves alone). */
export function defined<T extends object>(values: {
  [K in keyof T]: T[K] | undefined;
}): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

/**
 * A whole-number query parameter within bounds: its value, the fallback when it is absent, or the
 * message a 422 carries when it is anything else ('12abc', 0, 21, 2.5).
 */
export interface IntegerBounds {
  label: string;
  min: number;
  max: number;
  fallback: number;
}

export function boundedInteger(
  url: URL,
  name: string,
  { label, min, max, fallback }: IntegerBounds,
): { value: number } | { error: string } {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return { value: fallback };
  // Digits only: '1e1', '0x10', '+5' and '5.0' are numbers to JavaScript, not to this rule.
  const value = /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: `${label} must be a whole number from ${min} to ${max}` };
  return { value };
}

/**
 * The whole-number query parameters `bounds` names (boundedInteger each): their values, or the
 * field errors of a 422 naming every parameter that is off.
 */
export function boundedIntegers<K extends string>(
  url: URL,
  bounds: Record<K, IntegerBounds>,
): { values: Record<K, number> } | { problems: Record<string, string[]> } {
  const values = {} as Record<K, number>;
  const problems: Record<string, string[]> = {};
  for (const name of Object.keys(bounds) as K[]) {
    const read = boundedInteger(url, name, bounds[name]);
    if ('error' in read) problems[name] = [read.error];
    else values[name] = read.value;
  }
  return Object.keys(problems).length > 0 ? { problems } : { values };
}

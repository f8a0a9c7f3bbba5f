/**
 * A whole-number query parameter within bounds: its value, the fallback when it is absent, or the
 * message a 422 carries when it is anything else ('12abc', 0, 21, 2.5).
 */
export function boundedInteger(
  url: URL,
  name: string,
  { label, min, max, fallback }: { label: string; min: number; max: number; fallback: number },
): { value: number } | { error: string } {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return { value: fallback };
  // Digits only: '1e1', '0x10', '+5' and '5.0' are numbers to JavaScript, not to this rule.
  const value = /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: `${label} must be a whole number from ${min} to ${max}` };
  return { value };
}

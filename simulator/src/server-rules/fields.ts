import { isValidEmail, isValidPhone, messages } from '@/domain/validation/rules';
import { isValidLink } from '@/domain/validation/links';

/**
 * Field rules the simulated server applies to onboarding bodies (sign-up, invitation, profile),
 * worded as the portal shows them: each message starts with the field's label. Each rule returns
 * the first problem, or null.
 */
export type FieldErrors = Record<string, string[]>;

/** Collects field → messages; `result()` is null when nothing was added. */
export function collectErrors() {
  const errors: FieldErrors = {};
  return {
    add(field: string, message: string | null | undefined) {
      if (message) (errors[field] ??= []).push(message);
    },
    result: (): FieldErrors | null => (Object.keys(errors).length ? errors : null),
  };
}

export const NAME_MAX_LENGTH = 50;

export function requiredText(label: string, value: string, max = NAME_MAX_LENGTH): string | null {
  if (value === '') return messages.required(label);
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return null;
}

export function emailProblem(label: string, value: string): string | null {
  if (value === '') return messages.required(label);
  return isValidEmail(value) ? null : messages.email(label);
}

/** Phone is optional: blank passes. */
export function phoneProblem(label: string, value: string): string | null {
  return value === '' || isValidPhone(value) ? null : `${label} is invalid`;
}

/** Website is optional: blank passes. */
export function websiteProblem(label: string, value: string): string | null {
  if (value === '') return null;
  return isValidLink(value) ? null : `${label} should be a valid link`;
}

/** An IANA time zone the platform knows ('Australia/Perth'). */
export function timeZoneProblem(label: string, value: string): string | null {
  if (value === '') return messages.required(label);
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return null;
  } catch {
    return `${label} is invalid`;
  }
}

/** Devise compares e-mails case-insensitively and stores them down-cased. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

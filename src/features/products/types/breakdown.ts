import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { messages } from '@/domain/validation/rules';

/** Why this quantity cannot be broken down, or null (the server's rules, with its words). */
export function breakdownProblem(quantity: number | null, stock: number): string | null {
  if (quantity === null) return messages.required('Quantity');
  if (!Number.isInteger(quantity)) return 'Quantity must be an integer';
  if (quantity < 1) return 'Quantity must be greater than or equal to 1';
  return quantity > stock ? CATALOGUE_MESSAGES.notEnoughQuantity : null;
}

/** Rounds to cents (or to hundredths of a kilogram): what the server stores and answers. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

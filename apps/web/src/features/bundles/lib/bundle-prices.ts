/** Amounts of a bundle as its pages show them (dollars in, dollars out, math in cents). */

const cents = (dollars: number) => Math.round(dollars * 100);

/** What buyers save against the projects' own prices, and the share of it (whole percent). */
export function bundleSaving(
  listPrice: number,
  price: number,
): { amount: number; percent: number } {
  const list = cents(listPrice);
  const saved = Math.max(0, list - cents(price));
  return { amount: saved / 100, percent: list > 0 ? Math.round((saved / list) * 100) : 0 };
}

/** The sum of list prices, exact to the cent. */
export const sumPrices = (prices: readonly number[]): number =>
  prices.reduce((sum, p) => sum + cents(p), 0) / 100;

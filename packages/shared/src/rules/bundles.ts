/**
 * Bundles (docs/product-rules.md#bundles): how a bundle's price is spread over its projects.
 */

/**
 * Spreads `totalCents` over shares proportional to `weights` by the largest remainder method:
 * each share gets the whole cents of its exact part, and the cents left over go one each to
 * the shares with the largest fractional parts, the earlier position first on a tie. The shares
 * sum to `totalCents` exactly, are never negative, and differ from their exact part by less
 * than one cent. When every weight is 0 the total is spread evenly (the earlier positions get
 * the odd cents). No weights, no shares.
 *
 * A bundle uses it with the projects' list prices as weights: each project's share of the
 * bundle price, summing to the bundle price to the cent.
 */
export function spreadCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError('totalCents must be a whole number of cents, 0 or more');
  }
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) {
    throw new RangeError('weights must be finite numbers, 0 or more');
  }
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const ws = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;

  const parts = ws.map((w, position) => {
    const numerator = totalCents * w;
    let whole = Math.floor(numerator / total);
    // Division rounds: keep whole the largest integer with whole × total ≤ numerator.
    while (whole > 0 && whole * total > numerator) whole -= 1;
    while ((whole + 1) * total <= numerator) whole += 1;
    return { position, whole, remainder: numerator - whole * total };
  });
  let left = totalCents - parts.reduce((a, p) => a + p.whole, 0);
  const shares = parts.map((p) => p.whole);
  const order = [...parts].sort((a, b) => b.remainder - a.remainder || a.position - b.position);
  for (const p of order) {
    if (left <= 0) break;
    shares[p.position]! += 1;
    left -= 1;
  }
  return shares;
}

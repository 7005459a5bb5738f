/**
 * A license's payment reference names the payment that made it: the intent id when one payment
 * made one license (a single-project checkout), `${intentId}:${line}` for line `line` (1-based)
 * of an order paid by one intent, or `free_…` for a free claim. Provider calls take the intent
 * id; the reference stays unique per license.
 */

/** The reference of line `line` (1-based) of the order paid by `intentId`. */
export function lineReference(intentId: string, line: number): string {
  if (!Number.isInteger(line) || line < 1) {
    throw new Error(`an order line is numbered from 1, not ${line}`);
  }
  return `${intentId}:${line}`;
}

/** The payment intent behind a license's reference, and its order line (null: not an order's). */
export function intentOfReference(reference: string): { intentId: string; line: number | null } {
  const at = reference.lastIndexOf(':');
  if (at <= 0) return { intentId: reference, line: null };
  const line = reference.slice(at + 1);
  if (!/^[1-9]\d*$/.test(line)) return { intentId: reference, line: null };
  return { intentId: reference.slice(0, at), line: Number(line) };
}

/**
 * A license's payment reference names the payment that made it: a plain intent id for a
 * purchase of one project, `<intent id>:<line>` for a line of an order paid by one intent
 * (lines count from 1), `free_…` for a free claim.
 */
export function lineReference(intentId: string, line: number): string {
  return `${intentId}:${line}`;
}

/** The intent behind a payment reference, and the order line it paid (null: the whole intent). */
export function intentOfReference(reference: string): { intentId: string; line: number | null } {
  const match = /^(.+):(\d+)$/.exec(reference);
  return match
    ? { intentId: match[1]!, line: Number(match[2]) }
    : { intentId: reference, line: null };
}

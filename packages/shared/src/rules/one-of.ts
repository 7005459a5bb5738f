/** True when `value` is one of `values`: a zod-free check for enumerations on the client. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** `value` when it is one of `values`, else `fallback` (for query strings and selects). */
export function oneOf<T extends string, F = undefined>(
  values: readonly T[],
  value: unknown,
  fallback?: F,
): T | F {
  return isOneOf(values, value) ? value : (fallback as F);
}

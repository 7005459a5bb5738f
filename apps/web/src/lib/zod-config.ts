/**
 * zod compiles fast object parsers with `new Function` unless told not to; the first parse
 * would otherwise probe for it, which the Content-Security-Policy (no 'unsafe-eval') blocks and
 * the browser reports as a CSP violation. Imported first by main.tsx, before any parse.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (what `config()` from
 * 'zod/v4/core' writes to). Setting it here instead of calling `config()` keeps zod out of the
 * entry chunk: public pages never load zod (docs/budgets.md), and the forms that do load it
 * later find the setting in place.
 */
const holder = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
// The same object zod reads, whether zod has loaded already or not.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};

import { config } from 'zod/v4/core';

/**
 * zod compiles fast object parsers with `new Function` unless told not to; the first parse
 * would otherwise probe for it, which the Content-Security-Policy (no 'unsafe-eval') blocks and
 * the browser reports as a CSP violation. Imported first by main.tsx, before any parse.
 */
config({ jitless: true });

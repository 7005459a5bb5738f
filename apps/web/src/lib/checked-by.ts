import type { z } from 'zod';

/**
 * A superRefine that checks what a form built against a request's shared schema and reports
 * that schema's issues (its texts, its field paths) as the form's own. The form keeps its value
 * as built, for when the request's schema would reshape it (dates, trimming) or when zod's
 * `pipe` cannot take the form's output type.
 */
export const checkedBy =
  (schema: z.ZodType) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    for (const issue of schema.safeParse(value).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  };

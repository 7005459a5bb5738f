import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form on a budgeted public page (docs/budgets.md): the zod
 * schema, zod itself and the zod resolver load on the first validation (a submit), not with
 * the page. `loadSchema` imports the shared schema dynamically.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  loadSchema: () => Promise<z.ZodType<Output, unknown>>,
): Resolver<Values, unknown, Output> {
  let ready: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    );
    return (await ready)(values, context, options);
  };
}

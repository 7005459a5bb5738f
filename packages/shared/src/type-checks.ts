/**
 * Compile-time checks between the plain interfaces of `rules/` and the types zod infers from
 * the schemas. The rules cannot import the schemas (they must stay free of zod), so each
 * schema file states here that its inferred type still matches the interface the rules use:
 * a schema change the interface does not follow fails `npm run typecheck`.
 *
 * Usage: `type _Check = Assert<Equals<z.infer<typeof xSchema>, X>>;`
 */

/** True when A and B are the same type (not merely assignable to each other). */
export type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** True when a value of type A can be used where B is expected. */
export type Extends<A, B> = [A] extends [B] ? true : false;

/** Compiles only when T is `true`. */
export type Assert<T extends true> = T;

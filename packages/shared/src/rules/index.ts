/**
 * `@codebazaar/shared/rules`: the constants, labels and pure rules of the contract without zod,
 * for code that must stay small (the web app's shell and public pages). The main entry
 * re-exports all of it next to the schemas; import schemas from there only where they are
 * really needed.
 *
 * This folder depends on nothing else in the package: the types its rules need are plain
 * interfaces declared here, and the schema files check their inferred types against them.
 * ESLint refuses imports of zod or of the schema files from here.
 */
export * from './ai';
export * from './auth';
export * from './blog';
export * from './commerce';
export * from './balances';
export * from './dashboard';
export * from './github';
export * from './one-of';
export * from './payments';
export * from './project-form';
export * from './projects';
export * from './reviews';
export * from './api-tokens';
export * from './legal';
export * from './receipts';
export * from './webhooks';
export * from './downloads';
export * from './media';
export * from './audit';
export * from './dates';
export * from './settings';
export * from './bundles';
export * from './releases';

/**
 * `@codebazaar/shared/core`: the constants, labels and pure rules of the contract without zod,
 * for code that must stay small (the web app's public pages). The main entry re-exports all
 * of it next to the schemas; import schemas from there only where they are really needed.
 */
export * from './ai';
export * from './auth';
export * from './blog';
export * from './dashboard';
export * from './github';
export * from './one-of';
export * from './payments';
export * from './project-form';
export * from './projects';
export * from './reviews';

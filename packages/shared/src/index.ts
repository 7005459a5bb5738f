export * from './auth';
export * from './common';
export * from './blog';
export * from './projects';
export * from './users';
export * from './dashboard';
export * from './payments';
export * from './github';

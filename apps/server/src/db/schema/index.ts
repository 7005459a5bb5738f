export * from './blog';
export * from './licenses';
export * from './payments';
export * from './projects';
export * from './sessions';
export * from './tokens';
export * from './users';
export * from './reviews';

export * from './types.js';
export * from './rejection.js';
export * from './random.js';
export * from './fold.js';

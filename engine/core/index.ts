export * from './types.js';
export * from './rejection.js';
export * from './random.js';
export * from './fold.js';
export * from './tape.js';
export * from './payments.js';
export * from './decider.js';
export * from './legal.js';

/** Returns the violations (empty when all holds) after one event took `before` to `after`. */
export type InvariantChecker = (before: unknown, event: unknown, after: unknown) => string[];

/** The middle of the figures, or the mean of the middle two when there is an even number of them. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The largest of the figures, by a loop: `Math.max(...xs)` overflows the stack past about a hundred thousand figures. */
export function largest(xs: readonly number[]): number {
  let max = -Infinity;
  for (const x of xs) if (x > max) max = x;
  return max;
}

/** The smallest figure with at least `p` percent of the figures at or below it (p50, p99). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

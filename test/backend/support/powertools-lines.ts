/**
 * What handlers wrote to stdout, read as Powertools' JSON lines (log lines and embedded-metric
 * lines), as CloudWatch would read them on AWS. `written` is filled by the test's stdout spy.
 */
export function powertoolsLines(written: readonly string[], service?: string) {
  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, any>);
  return {
    lines,
    logged: (message: string) => lines().filter((l) => l.message === message),
    /** The value a metric was given across the EMF lines written (of `service`, when given), summed; undefined if it never was. */
    metric: (name: string): number | undefined => {
      const values = lines()
        .filter(
          (l) =>
            l._aws?.CloudWatchMetrics?.[0]?.Metrics?.some((m: { Name: string }) => m.Name === name) &&
            (service === undefined || l.service === service),
        )
        .map((l): number => [l[name]].flat().reduce((a: number, b: number) => a + b, 0));
      return values.length ? values.reduce((a, b) => a + b, 0) : undefined;
    },
  };
}

/** The word after `flag` on the bench's command line (`--games 1,10`), or undefined when the flag is absent. */
export const argValue = (flag: string): string | undefined =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;

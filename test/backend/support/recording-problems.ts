import { inspect } from 'node:util';
import type { Problem, ProblemReporter } from '../../../lambdas/app/problems.js';

/** A problem reporter that keeps what it is told, for tests that check what the operator hears. */
export class RecordingProblems implements ProblemReporter {
  readonly seen: Problem[] = [];

  problem(p: Problem): void {
    this.seen.push(p);
  }

  /** The reported errors and their causes as text, one per problem. */
  errorTexts(): string[] {
    return this.seen.map((p) => {
      const parts: string[] = [];
      for (let e: unknown = p.error; e !== undefined; e = e instanceof Error ? e.cause : undefined)
        parts.push(e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : inspect(e));
      return parts.join(' <- ');
    });
  }
}

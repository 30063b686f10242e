import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeViolation } from './axe.js';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeReport {
  /** Every rule broken on the page, as axeViolations (support/axe.ts) gives them: for the record. */
  all: AxeViolation[];
  /** The serious and critical ones, leaving out nodes inside the components named; each as "rule: target". */
  seriousOutside: string[];
}

/**
 * One axe-core run on the page (shadow roots included) read both ways: everything it found, and
 * the serious and critical violations outside the components named (other parts of the screen,
 * checked by their own tests). Reading the two from separate runs took three runs of the same
 * page, each some seconds on a game screen with a long history; this runs it once, and loads
 * axe-core into the page only if it is not there yet.
 */
export async function axeReport(page: Page, leaveOut: string[]): Promise<AxeReport> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{
            violations: { id: string; impact: AxeViolation['impact']; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return {
    all: violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.targets.length,
      targets: v.targets.slice(0, 5),
    })),
    seriousOutside: violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.targets.map((target) => ({ id: v.id, target })))
      .filter((n) => !leaveOut.some((tag) => new RegExp(`(^|[\\s>"])${tag}([\\s>":.\\[#]|$)`).test(n.target)))
      .map((n) => `${n.id}: ${n.target}`),
  };
}

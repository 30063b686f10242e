import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** One axe-core rule broken on a page, with a few of the nodes that break it. */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: number;
  targets: string[];
}

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core inside the page (shadow roots included) and returns its violations. The script is
 * evaluated through the DevTools protocol, so the page's Content-Security-Policy (no inline
 * scripts) does not stop it and the app itself never ships axe.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: compiling axe's 650 KB again cost as much as a run, on a page that only
  // changed its address's hash (the rules pages) or is audited twice.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async () => {
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
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  });
}

/** The serious and critical violations only: what the browser tests demand be none. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

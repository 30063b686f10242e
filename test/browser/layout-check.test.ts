import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium.js';
import { layoutProblems } from './support/layout-check.js';

// The layout check of the translated screens, on pages made to fail it (and one made to pass).
describe('layoutProblems', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 400, height: 600 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('passes text that fits, wraps, scrolls sideways on purpose, or sits in a closed details', async () => {
    await page.setContent(`<p style="width:200px">A sentence long enough to wrap onto a second line in its box.</p>
      <div style="overflow-x:auto;width:200px"><span style="white-space:nowrap">A board-wide line that scrolls sideways as it should.</span></div>
      <details><summary>More</summary><p style="position:relative;top:-40px">Hidden text under the summary</p></details>
      <svg width="300" height="60"><text x="10" y="20">One</text><text x="10" y="45">Two</text></svg>`);
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('finds a text that overflows its box or the viewport', async () => {
    await page.setContent(`<button style="width:60px;white-space:nowrap">A button label far too long</button>
      <p style="white-space:nowrap">A line that runs past the right side of this narrow viewport, far past it</p>`);
    const problems = await layoutProblems(page);
    expect(problems.some((p) => p.startsWith('overflow: "A button label far too long" in button'))).toBe(true);
    expect(problems.some((p) => p.startsWith('overflow: "A line that runs past'))).toBe(true);
  });

  it('finds texts drawn over each other, in shadow roots and in SVG', async () => {
    await page.setContent(`<div id="host"></div>
      <svg width="300" height="60"><text x="10" y="30">Round 1 of 3</text><text x="40" y="30">Movements</text></svg>
      <script>
        const root = document.getElementById('host').attachShadow({ mode: 'open' });
        root.innerHTML = '<div style="position:relative;height:40px"><span style="position:absolute;left:0">First words</span><span style="position:absolute;left:20px">Second words</span></div>';
      </script>`);
    const problems = await layoutProblems(page);
    expect(
      problems.some((p) => p.startsWith('overlap: "First words" (div > span) and "Second words" (div > span)')),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith('overlap: "Round 1 of 3" (text) and "Movements" (text)'))).toBe(true);
  });
});

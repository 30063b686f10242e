// The in-app rules (web/src/rules/): every rule set served has its rules, and the markdown
// renderer draws the subset our docs use while escaping everything it does not write itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../engine/catalog.js';
import { LOCALES } from '../../../i18n/locales.js';
import { inline, renderMarkdown, slug } from '../../../web/src/rules/markdown.js';
import { isQuickReference, quickReferenceLink, rulesId, rulesLink } from '../../../web/src/rules/rules-link.js';
import { rulesFile, rulesTexts } from '../../../web/src/rules/rules-texts.js';

const root = new URL('../../../', import.meta.url);

describe('Rules for every rule set', () => {
  it('has a rules text for exactly the rule sets the engine serves, each a page with a title', () => {
    expect(Object.keys(rulesTexts).sort()).toEqual(catalog.map((c) => c.id).sort());
    for (const c of catalog) {
      const md = readFileSync(new URL(rulesFile(c.id), root), 'utf8');
      expect(renderMarkdown(md), c.id).toMatch(/^<h1 id="[^"]+">/);
    }
  });

  it.each(LOCALES)(
    "%s has every rule set's page, each with a title, and every in-page link finds its heading",
    (locale) => {
      for (const c of catalog) {
        const file = new URL(rulesFile(c.id, locale), root);
        const html = renderMarkdown(readFileSync(file, 'utf8'));
        expect(html, `${locale}/${c.id}`).toMatch(/^<h1 id="[^"]+">/);
        const ids = new Set([...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]));
        const anchors = [...html.matchAll(/data-anchor="([^"]*)"/g)].map((m) => m[1]);
        expect(
          anchors.filter((a) => !ids.has(a)),
          `${locale}/${c.id}: links to no heading`,
        ).toEqual([]);
      }
    },
  );

  it('reads English pages at docs/rules/<id>.md and the others at docs/rules/<locale>/<id>.md', () => {
    expect(rulesFile('manila')).toBe('docs/rules/manila.md');
    expect(rulesFile('manila', 'fa')).toBe('docs/rules/fa/manila.md');
  });

  it('routes #rules/<id> and #rules, and nothing else', () => {
    expect(rulesId(rulesLink('manila'))).toBe('manila');
    expect(rulesId('#rules')).toBe('');
    expect(rulesLink('')).toBe('#rules');
    expect(rulesId('#game=abc')).toBeNull();
    expect(rulesId('#import=xyz')).toBeNull();
    expect(rulesId('#rules/%E0%A4%A')).toBe('');
  });

  it('routes #rules/<id>/quick to the same rule set, as its quick reference', () => {
    expect(quickReferenceLink('who-rules-the-sea')).toBe('#rules/who-rules-the-sea/quick');
    expect(rulesId(quickReferenceLink('who-rules-the-sea'))).toBe('who-rules-the-sea');
    expect(isQuickReference(quickReferenceLink('who-rules-the-sea'))).toBe(true);
    expect(isQuickReference(rulesLink('who-rules-the-sea'))).toBe(false);
    expect(isQuickReference('#rules/quick')).toBe(false);
    expect(rulesId('#rules/quick')).toBe('quick');
  });
});

describe('The markdown renderer', () => {
  it('draws headings with anchors, paragraphs, lists with wrapped lines, tables, code and quotes', () => {
    const html = renderMarkdown(
      [
        '# Who Rules the Sea?',
        '',
        'A game for **2 to 6** players, *quick* and `short`.',
        'The same paragraph.',
        '',
        '- one',
        '- two, wrapped',
        '  onto a second line',
        '',
        '3. third',
        '4. fourth',
        '',
        '| spot | pays |',
        '|---|---|',
        '| A | 6 |',
        '',
        '```',
        'a < b',
        '```',
        '',
        '> a quote',
        '',
        '---',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h1 id="who-rules-the-sea">Who Rules the Sea?</h1>',
        '<p>A game for <strong>2 to 6</strong> players, <em>quick</em> and <code>short</code>. The same paragraph.</p>',
        '<ul><li>one</li><li>two, wrapped onto a second line</li></ul>',
        '<ol start="3"><li>third</li><li>fourth</li></ol>',
        '<div class="table"><table><thead><tr><th scope="col">spot</th><th scope="col">pays</th></tr></thead><tbody><tr><td>A</td><td>6</td></tr></tbody></table></div>',
        '<pre><code>a &lt; b</code></pre>',
        '<blockquote><p>a quote</p></blockquote>',
        '<hr>',
      ].join('\n'),
    );
  });

  it('escapes markup in the text, and keeps only in-page and https links', () => {
    expect(inline('<img src=x onerror=alert(1)> & "q"')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(inline('[Scoring](#scoring)')).toBe('<a href="#" data-anchor="scoring">Scoring</a>');
    expect(inline('[site](https://example.com/x)')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(inline('[code](../../engine/x.ts)')).toBe('code');
    expect(inline('[bad](javascript:void)')).toBe('bad');
    expect(inline('`<b>` and snake_case_name')).toBe('<code>&lt;b&gt;</code> and snake_case_name');
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('In port')).toBe('in-port');
    expect(slug('1. The harbour master')).toBe('1-the-harbour-master');
    expect(slug('Who Rules the Sea? (Ki az úr a tengeren?)')).toBe('who-rules-the-sea-ki-az-úr-a-tengeren');
  });
});

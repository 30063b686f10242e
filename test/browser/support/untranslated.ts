import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const catalogs = join(import.meta.dirname, '../../../i18n/catalogs');

function catalog(locale: string): Record<string, string> {
  return Object.assign(
    {},
    ...readdirSync(join(catalogs, locale)).map(
      (f) => JSON.parse(readFileSync(join(catalogs, locale, f), 'utf8')) as Record<string, string>,
    ),
  );
}

/** A message's literal runs (what is left between its placeholders and plural cases). */
const runs = (message: string) =>
  message
    .split(/[{}#]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Words no Vietnamese, Persian or Hungarian screen has, yet any English sentence of ours does:
 * their presence means a string escaped translation (a hard-coded label, a missing msg()).
 */
const ENGLISH_WORDS = [
  'the',
  'your',
  'you',
  'and',
  'with',
  'this',
  'that',
  'turn',
  'round',
  'seat',
  'ship',
  'ships',
  'share',
  'shares',
  'bid',
  'pass',
  'player',
  'players',
  'move',
  'game',
  'wait',
  'waiting',
  'pesos',
  'place',
  'buy',
  'bet',
  'rules',
  'history',
  'yet',
  'now',
  'who',
  'has',
  'have',
  'will',
  'not',
];

/**
 * Visible English on a page that should be in `locale`: every text node shown (shadow roots
 * included), and the names controls announce (aria-label, title, placeholder, alt), checked
 * for (1) a run of two or more words of an English message that its translation does not
 * share, and (2) common English words. For Persian, also Western digits, which its numbers
 * never use. `allow` lists texts that may stay (the players' own names). Returns the offenders.
 */
export async function untranslatedText(page: Page, locale: string, allow: readonly string[] = []): Promise<string[]> {
  const english = catalog('en');
  const local = catalog(locale);
  const englishRuns = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    const theirs = runs(local[id] ?? '').map((r) => r.toLowerCase());
    for (const r of runs(message))
      if (/[a-z]{3,}.*\s.*[a-z]{3,}/i.test(r) && !theirs.includes(r.toLowerCase())) englishRuns.add(r.toLowerCase());
  }
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      return !!box && box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) walk(el.shadowRoot);
        // Code the player copies (links, ids) is not language; neither is what the player typed.
        if (el.closest('code, input, textarea, script, style, [data-no-translate]')) continue;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(attr);
          if (v) out.push(v);
        }
        // The language menu names each language in itself ("English" among them).
        if (el.tagName === 'OPTION' && (el.getRootNode() as ShadowRoot).host?.localName === 'language-picker') continue;
        if (!visible(el) && el.namespaceURI !== 'http://www.w3.org/2000/svg') continue;
        for (const node of Array.from(el.childNodes))
          if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) out.push(node.textContent.trim());
      }
    };
    walk(document);
    return out;
  });
  const offenders = new Set<string>();
  for (const raw of texts) {
    let text = raw;
    for (const a of allow) text = text.split(a).join(' ');
    const lower = text.toLowerCase().replace(/[\u2068\u2069]/g, '');
    const words = lower.split(/[^\p{L}']+/u);
    if (
      [...englishRuns].some((r) => lower.includes(r)) ||
      words.some((w) => ENGLISH_WORDS.includes(w)) ||
      (locale === 'fa' && /[0-9]/.test(text))
    )
      offenders.add(raw);
  }
  return [...offenders];
}

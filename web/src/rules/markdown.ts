/**
 * A small markdown renderer for the subset our rules pages use (docs/rules/*.md): headings,
 * paragraphs, lists (ordered and not, with wrapped lines), tables, fenced code, block quotes,
 * rules, and inline code, bold, italics and links. Every piece of text is escaped; the only
 * markup in the result is what this file writes. A link to a heading on the page (`#scoring`)
 * becomes `data-anchor`, for the page to scroll to: the address's hash is the app's router.
 */

const ENTITIES: Readonly<Record<string, string>> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&${ENTITIES[c]};`);

/** A heading's anchor, as GitHub makes it: lower case, spaces to hyphens, punctuation dropped. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Inline markup of one run of text. */
export function inline(src: string): string {
  const out: string[] = [];
  // Code spans first: nothing inside them is markup.
  const parts = src.split(/(`[^`]+`)/);
  for (const part of parts) {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
      out.push(`<code>${escape(part.slice(1, -1))}</code>`);
      continue;
    }
    let s = escape(part);
    s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => {
      if (href.startsWith('#')) return `<a href="#" data-anchor="${href.slice(1)}">${label}</a>`;
      if (href.startsWith('https://'))
        return `<a href="${href}" rel="noopener noreferrer" target="_blank">${label}</a>`;
      // A link into the repository (../../engine/...) means nothing to a player: its words stay.
      return label;
    });
    s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    s = s.replace(/(^|[^\w*])\*([^*\s][^*]*?)\*(?!\w)/g, '$1<em>$2</em>');
    s = s.replace(/(^|[^\w])_([^_\s][^_]*?)_(?!\w)/g, '$1<em>$2</em>');
    out.push(s);
  }
  return out.join('');
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** The page as HTML; headings get ids (their slugs) so a table of contents can point at them. */
/** Whether a line opens a list item of the kind given: numbered (`3.`) when `ordered`, else bulleted (`-`, `*`). */
function itemOfKind(line: string, ordered: boolean): boolean {
  const m = /^\s*([-*]|\d+\.)\s+/.exec(line);
  return m !== null && /\d/.test(m[1]) === ordered;
}

export function renderMarkdown(md: string): string {
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let i = 0;
  const isBlockStart = (l: string) =>
    /^(#{1,6}\s|```|\s*[-*]\s|\s*\d+\.\s|>|\|)/.test(l) || /^(-{3,}|\*{3,})\s*$/.test(l);
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      html.push(`<h${level} id="${escape(slug(heading[2]))}">${inline(heading[2])}</h${level}>`);
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith('```')) code.push(lines[i++]);
      i++;
      html.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (/^(-{3,}|\*{3,})\s*$/.test(line)) {
      html.push('<hr>');
      i++;
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) quote.push(lines[i++].replace(/^>\s?/, ''));
      html.push(`<blockquote>${renderMarkdown(quote.join('\n'))}</blockquote>`);
      continue;
    }
    if (line.trim().startsWith('|') && i + 1 < lines.length && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1])) {
      const head = cells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(cells(lines[i++]));
      html.push(
        `<div class="table"><table><thead><tr>${head.map((c) => `<th scope="col">${inline(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`,
      );
      continue;
    }
    const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const start = ordered ? Number.parseInt(item[2], 10) : 1;
      const items: string[] = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(lines[i]);
        if (m && /\d/.test(m[2]) === ordered) {
          items.push(m[3]);
          i++;
        } else if (items.length && /^\s+\S/.test(lines[i])) {
          // A wrapped line (or a nested item, read as part of its parent) continues the item.
          items[items.length - 1] += ' ' + lines[i].trim();
          i++;
        } else if (lines[i].trim() === '' && i + 1 < lines.length && itemOfKind(lines[i + 1], ordered)) {
          i++;
        } else break;
      }
      const tag = ordered ? 'ol' : 'ul';
      html.push(
        `<${tag}${ordered && start !== 1 ? ` start="${start}"` : ''}>${items.map((t) => `<li>${inline(t)}</li>`).join('')}</${tag}>`,
      );
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== '' && (para.length === 0 || !isBlockStart(lines[i])))
      para.push(lines[i++].trim());
    html.push(`<p>${inline(para.join(' '))}</p>`);
  }
  return html.join('\n');
}

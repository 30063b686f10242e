import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds rule citations in the repository's text files and checks each against the numbered
 * rules references in docs/rules/. Plain string work over plain file reads: no TypeScript is
 * compiled, so the check costs well under a second.
 *
 * A citation belongs to one rule set. F and R numbers, chance-card ids and "components N"
 * are Who Rules the Sea?'s (no other rule set numbers its rules that way). T numbers are the
 * tutorial's sentences, looked for only in the tutorial's own files, since tests elsewhere
 * name instants T0, T1. The word "reading" followed by a number or a capital letter means that
 * reading of the rule set whose files it sits in, told by the path; outside a rule set's
 * files it is a problem, since nobody could tell which reading it means.
 */

export type RuleSet = 'who-rules-the-sea' | 'manila' | 'manila-tutorial';

/** Where each rule set's numbered reference lives, from the repository root. */
export const REFERENCES: Record<RuleSet, string> = {
  'who-rules-the-sea': 'docs/rules/who-rules-the-sea-reference.md',
  manila: 'docs/rules/manila-reference.md',
  'manila-tutorial': 'docs/rules/manila-tutorial-reference.md',
};

/** The folders and files scanned, from the repository root. */
export const SCANNED = ['engine', 'lambdas', 'web', 'infra', 'scripts', 'test', 'i18n', 'docs', 'README.md'];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', 'test-artifacts', '.data', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|webmanifest|ya?ml|sh|txt)$/;

export interface Citation {
  file: string;
  line: number;
  /** The citation as written: an R number with an item letter, a numbered reading, a components section. */
  text: string;
  set: RuleSet | null;
  /** The anchor it must resolve to in its rule set's reference: "R17", "reading-4", "components-7.3". */
  anchor: string;
}

export interface IssueRef {
  file: string;
  line: number;
  text: string;
}

/** The rule set a file belongs to, told by its path; null for shared code. */
export function ruleSetOf(path: string): RuleSet | null {
  const p = path.toLowerCase();
  if (/manila-tutorial|tutorial|(^|\/)race-/.test(p)) return 'manila-tutorial';
  if (p.includes('manila')) return 'manila';
  if (/who-rules-the-sea|freight/.test(p)) return 'who-rules-the-sea';
  return null;
}

const FR = /\b([FR])([1-9][0-9]*)[a-z]?\b/g;
const CARD = /\bC([0-9]{2})\b/g;
const SENTENCE = /\bT([1-9][0-9]*)\b/g;
const COMPONENTS = /\bcomponents?,?\s+(?:section\s+)?([1-9][0-9]*(?:\.[1-9][0-9]*)?)/gi;
const ONE_READING = String.raw`(?:[0-9]+|[A-Z])\b`;
const READINGS = new RegExp(String.raw`\b[Rr]eadings?\s+(${ONE_READING}(?:\s*(?:,|and|or|to|-|–)\s*${ONE_READING})*)`, 'g');

/** Every rule citation in one file's text. */
export function findCitations(file: string, text: string): Citation[] {
  const set = ruleSetOf(file);
  const out: Citation[] = [];
  text.split('\n').forEach((line, i) => {
    const at = (t: string, s: RuleSet | null, anchor: string) => out.push({ file, line: i + 1, text: t, set: s, anchor });
    // An item letter after an R number (R17's item e) resolves to the reading itself.
    for (const m of line.matchAll(FR)) at(m[0], 'who-rules-the-sea', m[1] + m[2]);
    for (const m of line.matchAll(CARD)) at(m[0], 'who-rules-the-sea', m[0]);
    for (const m of line.matchAll(COMPONENTS)) at(m[0], 'who-rules-the-sea', `components-${m[1]}`);
    if (set === 'manila-tutorial') for (const m of line.matchAll(SENTENCE)) at(m[0], set, m[0]);
    for (const m of line.matchAll(READINGS)) {
      for (const r of m[1].match(/[0-9]+|[A-Z]/g) ?? []) {
        // In Who Rules the Sea?'s files a numbered reading is an R number.
        at(m[0], set, set === 'who-rules-the-sea' ? `R${r}` : `reading-${r}`);
      }
    }
  });
  return out;
}

const ISSUE_REFS = [
  /\b(?:issues?|pull requests?|PRs?|tickets?)\s+#?[0-9]+/gi,
  /\b(?:fixes|fixed|closes|closed|resolves|resolved|see|per|from|in)\s+#[0-9]+\b/gi,
  /\(#[0-9]+\)/g,
];

/** Every place a file cites an issue or pull request by number. */
export function findIssueRefs(file: string, text: string): IssueRef[] {
  const out: IssueRef[] = [];
  text.split('\n').forEach((line, i) => {
    for (const re of ISSUE_REFS) for (const m of line.matchAll(re)) out.push({ file, line: i + 1, text: m[0] });
  });
  return out;
}

/** The anchors a reference defines: every `<a id="...">`. */
export function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));
}

/** Why a citation does not resolve, or null when it does. */
export function unresolved(c: Citation, anchors: Record<RuleSet, Set<string>>): string | null {
  if (c.set === null) return `"${c.text}" is outside any rule set's files, so it names no reading`;
  const defined = anchors[c.set];
  if (defined.has(c.anchor)) return null;
  return `"${c.text}" is not in ${REFERENCES[c.set]} (no anchor "${c.anchor}")`;
}

/** Every text file under the given folders, as paths from `root`. */
export function textFiles(root: string, dirs: readonly string[] = SCANNED): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name)) walk(join(dir, e.name));
      } else if (e.isFile() && TEXT_FILE.test(e.name)) out.push(relative(root, join(dir, e.name)));
    }
  };
  for (const d of dirs) {
    if (!existsSync(join(root, d))) continue;
    if (statSync(join(root, d)).isDirectory()) walk(join(root, d));
    else if (TEXT_FILE.test(d)) out.push(d);
  }
  return out.sort();
}

export interface ScanResult {
  citations: Citation[];
  problems: string[];
  issueRefs: IssueRef[];
}

/** Scans the repository at `root`: every citation, each unresolved one as "file:line: why", every issue reference. */
export function scanRepository(root: string, dirs: readonly string[] = SCANNED): ScanResult {
  const anchors = Object.fromEntries(
    Object.entries(REFERENCES).map(([set, path]) => [set, anchorsOf(readFileSync(join(root, path), 'utf8'))]),
  ) as Record<RuleSet, Set<string>>;
  const citations: Citation[] = [];
  const issueRefs: IssueRef[] = [];
  for (const file of textFiles(root, dirs)) {
    const text = readFileSync(join(root, file), 'utf8');
    citations.push(...findCitations(file, text));
    issueRefs.push(...findIssueRefs(file, text));
  }
  const problems = citations.flatMap((c) => {
    const why = unresolved(c, anchors);
    return why ? [`${c.file}:${c.line}: ${why}`] : [];
  });
  return { citations, problems, issueRefs };
}

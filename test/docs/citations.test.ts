import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, findCitations, findIssueRefs, REFERENCES, ruleSetOf, scanRepository } from './citation-scanner';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Invented citations are assembled at run time, so this file itself holds none for the
// repository scan to trip on.
const cite = (...parts: (string | number)[]): string => parts.join('');

describe('Rule citations in the repository', () => {
  const scan = scanRepository(root);

  it('every citation resolves to an anchor in a rules reference in docs/rules/', () => {
    expect(scan.problems, `unresolved citations:\n${scan.problems.join('\n')}`).toEqual([]);
  });

  it('the scan sees each rule set\'s citations in its own code and specs', () => {
    const seen = (set: string, under: string) => scan.citations.some((c) => c.set === set && c.file.startsWith(under));
    expect(seen('who-rules-the-sea', 'engine/games/who-rules-the-sea/')).toBe(true);
    expect(seen('who-rules-the-sea', 'test/engine/who-rules-the-sea/')).toBe(true);
    expect(seen('manila', 'engine/games/manila/')).toBe(true);
    expect(seen('manila', 'test/engine/manila/')).toBe(true);
    expect(seen('manila-tutorial', 'engine/games/manila-tutorial/')).toBe(true);
    expect(seen('manila-tutorial', 'test/engine/manila-tutorial/')).toBe(true);
  });

  it('no comment or text cites an issue or pull request by number', () => {
    const found = scan.issueRefs.map((r) => `${r.file}:${r.line}: "${r.text}"`);
    expect(found, `issue numbers cited (say the reason instead):\n${found.join('\n')}`).toEqual([]);
  });

  it('each reference numbers its rules without gaps or repeats', () => {
    const ids = (set: keyof typeof REFERENCES) => [...readFileSync(join(root, REFERENCES[set]), 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
    const run = (prefix: string, from: number, to: number, width = 0) =>
      Array.from({ length: to - from + 1 }, (_, i) => prefix + String(from + i).padStart(width, '0'));
    const sea = ids('who-rules-the-sea');
    expect(new Set(sea).size).toBe(sea.length);
    expect(sea.filter((a) => /^F[0-9]+$/.test(a))).toEqual(run('F', 1, 44));
    expect(sea.filter((a) => /^R[0-9]+$/.test(a))).toEqual(run('R', 1, 56));
    expect(sea.filter((a) => /^C[0-9]+$/.test(a))).toEqual(run('C', 1, 44, 2));
    const manila = ids('manila');
    expect(manila).toEqual(run('reading-', 1, 12));
    const tutorial = ids('manila-tutorial');
    expect(new Set(tutorial).size).toBe(tutorial.length);
    expect(tutorial.filter((a) => /^T[0-9]+$/.test(a))).toEqual(run('T', 1, 19));
    expect(tutorial.filter((a) => /^reading-[0-9]+$/.test(a))).toEqual(run('reading-', 1, 7));
    expect(tutorial.filter((a) => /^reading-[A-Z]$/.test(a))).toEqual(Array.from('ABCDEFGHIJKLMNO', (l) => `reading-${l}`));
  });
});

describe('The citation scanner', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  /** A throwaway repository: three small references, and the given files. */
  const repository = (files: Record<string, string>): string => {
    dir = mkdtempSync(join(tmpdir(), 'citations-'));
    const refs: Record<string, string> = {
      [REFERENCES['who-rules-the-sea']]: '<a id="F1"></a>\n<a id="R17"></a>\n<a id="C01"></a>\n<a id="components-4.1"></a>\n',
      [REFERENCES.manila]: '<a id="reading-1"></a>\n',
      [REFERENCES['manila-tutorial']]: '<a id="T3"></a>\n<a id="reading-2"></a>\n<a id="reading-G"></a>\n',
    };
    for (const [path, text] of Object.entries({ ...refs, ...files })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  it('passes citations that resolve, item letters and components sections included', () => {
    const r = repository({
      'engine/games/who-rules-the-sea/a.ts': `// ${cite('F', 1)}, ${cite('R', 17, 'e')}, ${cite('C', '01')}, ${cite('components ', '4.1')}\n`,
      'engine/games/manila/a.ts': `// ${cite('reading ', 1)}\n`,
      'test/engine/manila-tutorial/a.test.ts': `// ${cite('T', 3)}, ${cite('readings ', 2, ' and ', 'G')}\n`,
    });
    const result = scanRepository(r);
    expect(result.problems).toEqual([]);
    expect(result.citations.filter((c) => !c.file.startsWith('docs/')).map((c) => c.anchor)).toEqual(['reading-1', 'F1', 'R17', 'C01', 'components-4.1', 'T3', 'reading-2', 'reading-G']);
  });

  it('fails on an invented citation, naming the file and line', () => {
    const r = repository({
      'lambdas/app/x.ts': `const a = 1;\n// Paid on arrival (${cite('R', 99)}).\n`,
      'engine/games/manila/y.ts': `// ${cite('reading ', 13)}\n`,
      'web/src/games/manila-tutorial/z.ts': `\n\n// ${cite('T', 20)}, ${cite('reading ', 'P')}\n`,
      'i18n/catalogs/en/line.json': `{ "k": "${cite('components ', 9)}" }\n`,
    });
    const { problems } = scanRepository(r);
    expect(problems).toEqual([
      `engine/games/manila/y.ts:1: "${cite('reading ', 13)}" is not in docs/rules/manila-reference.md (no anchor "reading-13")`,
      `i18n/catalogs/en/line.json:1: "${cite('components ', 9)}" is not in docs/rules/who-rules-the-sea-reference.md (no anchor "components-9")`,
      `lambdas/app/x.ts:2: "${cite('R', 99)}" is not in docs/rules/who-rules-the-sea-reference.md (no anchor "${cite('R', 99)}")`,
      `web/src/games/manila-tutorial/z.ts:3: "${cite('T', 20)}" is not in docs/rules/manila-tutorial-reference.md (no anchor "${cite('T', 20)}")`,
      `web/src/games/manila-tutorial/z.ts:3: "${cite('reading ', 'P')}" is not in docs/rules/manila-tutorial-reference.md (no anchor "reading-P")`,
    ]);
  });

  it('fails on a numbered reading outside any rule set\'s files, since it names no reading', () => {
    const r = repository({ 'lambdas/app/x.ts': `// as ${cite('reading ', 1)} says\n` });
    expect(scanRepository(r).problems).toEqual([`lambdas/app/x.ts:1: "${cite('reading ', 1)}" is outside any rule set's files, so it names no reading`]);
  });

  it('tells the rule set by the path', () => {
    expect(ruleSetOf('engine/games/manila-tutorial/decide.ts')).toBe('manila-tutorial');
    expect(ruleSetOf('web/src/games/manila-tutorial/race-board.ts')).toBe('manila-tutorial');
    expect(ruleSetOf('engine/games/manila/decide.ts')).toBe('manila');
    expect(ruleSetOf('test/browser/unit/freight-round-summary.test.ts')).toBe('who-rules-the-sea');
    expect(ruleSetOf('lambdas/app/run-command.ts')).toBeNull();
  });

  it('does not take instants named T0, T1 outside the tutorial, colours, or words for citations', () => {
    const text = `const T1 = T0 + 1000; // ${cite('#F', '5F5F5')} reading the log, Readings We take\n`;
    expect(findCitations('test/backend/timeouts.test.ts', text)).toEqual([]);
  });

  it('finds issue and pull request numbers, and leaves other uses of # alone', () => {
    const lines = [
      `// Memory chosen from measurement (${cite('issue ', 9)}).`,
      `// ${cite('Issue ', 14)}: the play controls.`,
      `// See ${cite('#', 12)} for the protocol.`,
      `// Fixed upstream (${cite('#', 345)}).`,
      `// ${cite('PR ', 7)} moved it.`,
      `const colour = '${cite('#', '333')}'; // draw ${cite('#', 0)} in [1, 6]; &${cite('#', 39)};`,
    ].join('\n');
    expect(findIssueRefs('web/a.ts', lines).map((r) => `${r.line}: ${r.text}`)).toEqual([
      `1: ${cite('issue ', 9)}`,
      `2: ${cite('Issue ', 14)}`,
      `3: ${cite('See #', 12)}`,
      `4: ${cite('(#', 345, ')')}`,
      `5: ${cite('PR ', 7)}`,
    ]);
  });

  it('reads anchors only from explicit ids', () => {
    expect([...anchorsOf(`<a id="${cite('R', 1)}"></a>\n### ${cite('R', 2)}\n`)]).toEqual([cite('R', 1)]);
  });
});

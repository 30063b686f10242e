import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('engine/ is pure and portable', () => {
  const sources = files(root);

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  for (const file of sources) {
    it(`${relative(root, file)} imports nothing from Node, the AWS SDK or outside engine/`, () => {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const spec of specifiers) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(
          /^node:|^@aws-sdk|^aws-|^(fs|path|crypto|os|http|https|child_process)$/,
        );
        if (spec.startsWith('.'))
          expect(resolve(file, '..', spec).startsWith(root), `${file} reaches outside engine/ with ${spec}`).toBe(true);
      }
      expect(text).not.toMatch(/\bMath\.random\(|\bDate\.now\(|new Date\(/);
    });
  }
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as z from 'zod/mini';

const messagesSchema = z.record(z.string(), z.string());

/** A catalog file's messages (id -> message), checked to be one: `file` names it when it is not. */
export function messagesIn(json: unknown, file: string): Record<string, string> {
  const parsed = messagesSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${file} is not a catalog of messages (id to text): ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/** Where the extraction looks: every module that declares messages (`msg`, `defineMessages`). */
export const SOURCES = ['engine/**/*.ts', 'lambdas/**/*.ts', 'i18n/**/*.ts', 'web/src/**/*.ts'];

/**
 * The English catalog as the source code declares it: every `msg({ id, defaultMessage })` and
 * `defineMessages({...})` call, read by FormatJS's extraction tool (a duplicate id with another
 * text is an error there). Returns id -> English message.
 */
export async function extractMessages(root: string): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'tw-i18n-'));
  try {
    const out = join(dir, 'en.json');
    await promisify(execFile)(
      join(root, 'node_modules/.bin/formatjs'),
      [
        'extract',
        ...SOURCES,
        '--ignore',
        '**/*.d.ts',
        '--additional-function-names',
        'msg',
        '--format',
        'simple',
        '--throws',
        '--out-file',
        out,
      ],
      { cwd: root },
    );
    return messagesIn(JSON.parse(await readFile(out, 'utf8')), 'the extracted English catalog');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The catalog split by namespace (the id's first segment), each sorted by id. */
export function byNamespace(messages: Record<string, string>): Map<string, Record<string, string>> {
  const split = new Map<string, Record<string, string>>();
  for (const id of Object.keys(messages).sort()) {
    const ns = id.split('.')[0];
    split.set(ns, { ...(split.get(ns) ?? {}), [id]: messages[id] });
  }
  return split;
}

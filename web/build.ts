import { build as esbuild, transform, type Metafile, type Plugin } from 'esbuild';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../i18n/locales.js';
import { NAMESPACES } from '../i18n/namespaces.js';
import {
  CATALOG_PARTS,
  checkPartsCover,
  GAME_PARTS,
  messagesOf,
  wordsFile,
  type CatalogPart,
} from './src/i18n/catalog-parts.js';
import { stringsOf } from './src/ui/known-keys.js';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = dirname(webDir);

export interface WebBuild {
  outdir: string;
  /** The entry script's file name inside outdir (content-hashed, so browsers never run a stale one). */
  script: string;
  /** What the first screen loads: the entry and the chunks it imports statically. */
  initial: { minifiedBytes: number; gzipBytes: number };
  /** Every script file, with its sizes; lazily loaded chunks included. */
  files: {
    file: string;
    minifiedBytes: number;
    gzipBytes: number;
    brotliBytes: number;
    initial: boolean;
    engine: boolean;
    /** Whether it holds a rule set's own code or words (its screen, its engine, its catalog part). */
    game: boolean;
    /** The source file a dynamic import names, for a chunk that is one (`web/src/lobby/lobby-page.ts`). */
    source?: string;
    /** The part of a locale's catalog the file holds, for one of the catalogs' files (web/src/i18n/catalogs.ts). */
    words?: { locale: string; part: CatalogPart };
  }[];
  /**
   * What the service worker (/sw.js) fetches on install (the app shell: the page, the entry and its
   * static imports, the manifest and icons), the scripts it keeps only once a page has used them
   * (screens, rule sets, panels, catalog parts), and the version naming its cache.
   */
  shell: { files: string[]; onDemand: string[]; version: string };
}

/**
 * Bundles web/src/main.ts into one minified, content-hashed script and writes
 * index.html beside it. Everything the first screen needs is in that one file.
 * Then copies web/public/ (the manifest and icons) and builds the service worker, /sw.js,
 * with the list of the app shell's files and a version drawn from their contents.
 */
export async function buildWeb(outdir = join(webDir, 'dist')): Promise<WebBuild> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const { fetched, words } = await catalogParts();
  const result = await esbuild({
    entryPoints: [join(webDir, 'src/main.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    sourcemap: 'linked',
    // The engine registry (lobby and replay) loads on demand, apart from the first screen's script.
    splitting: true,
    entryNames: 'app-[hash]',
    chunkNames: 'chunk-[hash]',
    outdir,
    metafile: true,
    legalComments: 'none',
    // Words as they are written: escaped as \uXXXX, a Persian catalog took half as much again
    // (a module script is always read as UTF-8, whatever the server's Content-Type says).
    charset: 'utf8',
    // The catalogs come parsed (writeCatalogParts): the page needs no ICU parser (some 9 KB gzip).
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    logLevel: 'warning',
    // The rules pages (web/src/rules/) read docs/rules/*.md as text.
    loader: { '.md': 'text' },
    plugins: [withoutEnglishTerms, withoutEnglishDefaults(fetched)],
    define: { __WORDS_VERSION__: JSON.stringify(words.version) },
  });
  const outputs = result.metafile.outputs;
  // Every module loaded by import() is an entry point of its own in the metafile: find main.ts's.
  const entry = Object.keys(outputs).find(
    (file) => outputs[file].entryPoint?.endsWith('src/main.ts') && file.endsWith('.js'),
  );
  if (!entry) throw new Error('esbuild produced no entry script');
  const initial = staticClosure(result.metafile, entry);
  const files: WebBuild['files'] = await Promise.all(
    Object.keys(outputs)
      .filter((f) => f.endsWith('.js'))
      .map(async (file) => {
        const code = await readFile(file);
        // The chunk holding the engine's registry: what the lobby must not need to draw its menu.
        const engine = Object.keys(outputs[file].inputs).some((i) => i.endsWith('engine/index.ts'));
        const game = Object.keys(outputs[file].inputs).some((i) => GAME_INPUT.test(i));
        return {
          file: basename(file),
          minifiedBytes: code.length,
          // Filled in below from the compressed copies written beside each file.
          gzipBytes: 0,
          brotliBytes: 0,
          initial: initial.has(file),
          engine,
          game,
          ...(outputs[file].entryPoint && { source: relative(repoDir, resolve(outputs[file].entryPoint)) }),
        };
      }),
  );
  for (const { locale, part, code } of words.files) {
    const file = wordsFile(words.version, locale, part);
    await writeFile(join(outdir, file), code);
    files.push({
      file,
      minifiedBytes: Buffer.byteLength(code),
      gzipBytes: 0,
      brotliBytes: 0,
      initial: false,
      engine: false,
      game: (GAME_PARTS as readonly CatalogPart[]).includes(part),
      words: { locale, part },
    });
  }
  const script = basename(entry);
  // The entry's static imports are announced up front, so the browser fetches them alongside it.
  const preloads = [...initial]
    .filter((f) => f !== entry)
    .map((f) => `<link rel="modulepreload" href="/${basename(f)}">`)
    .join('\n');
  const html = (await readFile(join(webDir, 'index.html'), 'utf8'))
    .replace('%APP_SCRIPT%', `/${script}`)
    .replace('%PRELOADS%', preloads);
  await writeFile(join(outdir, 'index.html'), html);
  await cp(join(webDir, 'public'), outdir, { recursive: true });
  const shell = await buildServiceWorker(outdir, new Set([...initial].map((f) => basename(f))));
  // After the worker's shell list, which names the files themselves, never their compressed copies.
  const compressed = await compressTextFiles(outdir);
  for (const f of files) {
    const sizes = compressed.get(f.file);
    if (!sizes) throw new Error(`the build compressed no copy of ${f.file}`);
    f.gzipBytes = sizes.gzip;
    f.brotliBytes = sizes.brotli;
  }
  const sum = (k: 'minifiedBytes' | 'gzipBytes') => files.filter((f) => f.initial).reduce((n, f) => n + f[k], 0);
  return {
    outdir,
    script,
    initial: { minifiedBytes: sum('minifiedBytes'), gzipBytes: sum('gzipBytes') },
    files,
    shell,
  };
}

/**
 * The English terms web/src/games/terms.ts stands in with before any catalog has arrived (a
 * component page, a unit test) left out of the app: the app fetches a rule set's words with its
 * table's code and draws the table once both are here (web/src/games/registry.ts), so they never
 * showed there and took 3 KB gzip'd of every seat link. A term the page lacks then fails naming itself.
 */
const withoutEnglishTerms: Plugin = {
  name: 'without-english-terms',
  setup(build) {
    build.onResolve({ filter: /\/i18n\/catalogs\/en\/term\.json$/ }, (args) =>
      args.importer.endsWith(join('web', 'src', 'games', 'terms.ts'))
        ? { path: 'english-terms', namespace: 'without-english-terms' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'without-english-terms' }, () => ({ contents: '{}', loader: 'json' }));
  },
};

/** A source file that belongs to one rule set: its screen's folder, its engine (its words are files of their own). */
const GAME_INPUT = /(^|\/)(web\/src\/games\/[^/]+\/|engine\/games\/)/;

/**
 * Each locale's catalog in the parts the page loads (web/src/i18n/catalog-parts.ts), each a minified
 * module whose default is the object of its messages, and the version naming their files (a hash of
 * them all), which buildWeb writes beside the scripts and web/src/i18n/catalogs.ts fetches by name.
 * Made on every build, never committed: i18n/catalogs/ stays the one place of the words.
 */
async function catalogParts(): Promise<{
  fetched: ReadonlySet<string>;
  words: { version: string; files: { locale: string; part: CatalogPart; code: string }[] };
}> {
  let fetched = new Set<string>();
  const files: { locale: string; part: CatalogPart; code: string }[] = [];
  for (const locale of LOCALES) {
    const catalog: Record<string, string> = {};
    for (const ns of NAMESPACES) {
      const file = join(repoDir, 'i18n/catalogs', locale, `${ns}.json`);
      const messages = stringsOf(JSON.parse(await readFile(file, 'utf8')));
      if (!messages) throw new Error(`${file} is not a catalog of messages`);
      Object.assign(catalog, messages);
    }
    checkPartsCover(catalog, `i18n/catalogs/${locale}`);
    if (locale === 'en') fetched = fetchedBeforeDrawn(catalog);
    for (const part of Object.keys(CATALOG_PARTS) as CatalogPart[]) {
      const messages = Object.entries(messagesOf(catalog, part)).map(([id, text]) => [
        id,
        compactMessage(text, locale),
      ]);
      // A module whose default is the object: esbuild makes a .json file's every key a variable of
      // its own besides (for named imports), which took a third more gzip'd bytes in a Persian part.
      const { code } = await transform(`export default ${JSON.stringify(Object.fromEntries(messages))};`, {
        minify: true,
        format: 'esm',
        charset: 'utf8',
        target: 'es2022',
      });
      files.push({ locale, part, code });
    }
  }
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.locale).update(f.part).update(f.code);
  return { fetched, words: { version: hash.digest('hex').slice(0, 12), files } };
}

/**
 * The ids of messages a page draws only once their part of the catalog is here: every message of
 * a part but the shell's. The shell's are the page's words before any part has come (a failed
 * first fetch says so in English), so they keep their English in the code.
 */
function fetchedBeforeDrawn(english: Readonly<Record<string, string>>): Set<string> {
  const shell = new Set(Object.keys(messagesOf(english, 'shell')));
  return new Set(Object.keys(english).filter((id) => !shell.has(id)));
}

/** A descriptor written inline (`{ id: 'game.screen.replay', defaultMessage: 'Replay' }`), its English a single literal. */
const DESCRIPTOR =
  /(\bid:\s*(['"])([\w.-]+)\2,\s*)defaultMessage:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*(?:,|(?=\}))/g;

/**
 * The English written beside each message id in the code (for `npm run i18n:extract`, and for a
 * page without its catalog) left out of the app where the page always has the message before it
 * draws it: a message of a catalog part, which comes with the code that draws it (web/src/i18n/
 * catalog-parts.ts). Some 5 KB gzip'd of a seat link was English it never showed. A message drawn
 * before its part now fails naming its id, where it showed English on a page in another language.
 * The service worker's texts (web/src/sw/) keep theirs: the worker has no catalog parts.
 */
function withoutEnglishDefaults(fetched: ReadonlySet<string>): Plugin {
  const sources = new RegExp(`^${repoDir}/(web/src/(?!sw/)|engine/|i18n/|lambdas/)[^]*\\.ts$`);
  return {
    name: 'without-english-defaults',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!sources.test(args.path)) return undefined;
        const code = await readFile(args.path, 'utf8');
        if (!code.includes('defaultMessage')) return undefined;
        return {
          contents: code.replace(DESCRIPTOR, (whole, head: string, _q, id: string) => (fetched.has(id) ? head : whole)),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * A message as a catalog part holds it (web/src/i18n/catalogs.ts reads it back): parsed as
 * intl-messageformat parses a text in the page (with the locale, for skeletons), and plain words
 * (one literal, most messages) kept as the string itself rather than a one-element tree.
 */
function compactMessage(text: string, locale: string): string | MessageFormatElement[] {
  const elements = parse(text, { locale: new Intl.Locale(locale) });
  const only = elements.length === 1 ? elements[0] : undefined;
  return only?.type === TYPE.literal ? only.value : elements;
}

/**
 * The shell is what every screen needs before it draws: the page, the entry script and the
 * chunks it imports statically (`initialScripts`), the manifest and icons. The other scripts
 * (each screen, rule set, panel and catalog part) the worker keeps as a page first uses them, so a
 * first visit fetches no game the device never opens. The version hashes every file: any change
 * makes a new cache, and the worker's own bytes change with it, so browsers install the new worker.
 */
async function buildServiceWorker(
  outdir: string,
  initialScripts: ReadonlySet<string>,
): Promise<{ files: string[]; onDemand: string[]; version: string }> {
  const names = (await readdir(outdir)).filter((f) => !f.endsWith('.map')).sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update(await readFile(join(outdir, name)));
  const version = hash.digest('base64url').slice(0, 16);
  const script = (f: string) => f.endsWith('.js');
  const files = [
    '/',
    ...names.filter((f) => f !== 'index.html' && (!script(f) || initialScripts.has(f))).map((f) => `/${f}`),
  ];
  const onDemand = names.filter((f) => script(f) && !initialScripts.has(f)).map((f) => `/${f}`);
  await esbuild({
    entryPoints: [join(webDir, 'src/sw/service-worker.ts')],
    bundle: true,
    minify: true,
    // A classic script: every browser with service workers runs it (module workers are newer).
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    outfile: join(outdir, 'sw.js'),
    define: {
      __SHELL_FILES__: JSON.stringify(files),
      __ON_DEMAND_FILES__: JSON.stringify(onDemand),
      __SHELL_VERSION__: JSON.stringify(version),
    },
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  });
  return { files, onDemand, version };
}

/** The files worth compressing: text (source maps aside: only developer tools fetch them). Images are compressed already. */
const TEXT = /\.(html|js|mjs|css|json|webmanifest|svg|txt)$/;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip level 9) beside each text file, where
 * smaller: the local server sends them by the browser's Accept-Encoding
 * (infra/local/static-files.ts). CloudFront compresses on its own (infra/constructs/web-hosting.ts).
 */
async function compressTextFiles(outdir: string): Promise<Map<string, { gzip: number; brotli: number }>> {
  // zlib's asynchronous calls run on libuv's thread pool, so every file is compressed at once on
  // every core: compressed one after another on the main thread, brotli at quality 11 took some
  // 10 s of the browser tests' setup, which every browser test file waited for.
  const names = (await readdir(outdir)).filter((name) => TEXT.test(name));
  const sizes = await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(outdir, name));
      const [br, gz] = await Promise.all([
        brotliAsync(raw, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(join(outdir, `${name}.br`), br);
      if (gz.length < raw.length) await writeFile(join(outdir, `${name}.gz`), gz);
      return [name, { gzip: gz.length, brotli: br.length }] as const;
    }),
  );
  return new Map(sizes);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The entry and every chunk reachable from it by static imports: what the browser fetches before first paint. */
function staticClosure(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (!Object.hasOwn(metafile.outputs, next))
      throw new Error(`the build's metafile names no output ${next}, yet a chunk imports it`);
    for (const imp of metafile.outputs[next].imports) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        queue.push(imp.path);
      }
    }
  }
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = await buildWeb();
  // One line by default: `npm start` runs this before printing the address to open, and a list of
  // some hundred files pushed the address off the screen. `--verbose` lists every file.
  if (process.argv.includes('--verbose'))
    for (const f of out.files)
      console.log(
        `  ${f.file}: ${kb(f.minifiedBytes)} minified, ${kb(f.gzipBytes)} gzip${f.initial ? '' : ' (loaded on demand)'}`,
      );
  console.log(
    `web initial JS: ${kb(out.initial.minifiedBytes)} minified, ${kb(out.initial.gzipBytes)} gzip -> ${out.outdir}`,
  );
}

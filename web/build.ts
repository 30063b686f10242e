import { build as esbuild, type Metafile } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = dirname(fileURLToPath(import.meta.url));

export interface WebBuild {
  outdir: string;
  /** The entry bundle's file name inside outdir (content-hashed, so browsers never run a stale one). */
  script: string;
  minifiedBytes: number;
  gzipBytes: number;
}

/**
 * Bundles web/src/main.ts into one minified, content-hashed script and writes
 * index.html beside it. Everything the first screen needs is in that one file.
 */
export async function buildWeb(outdir = join(webDir, 'dist')): Promise<WebBuild> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await esbuild({
    entryPoints: [join(webDir, 'src/main.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    sourcemap: 'linked',
    entryNames: 'app-[hash]',
    outdir,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const script = entryOutput(result.metafile);
  const code = await readFile(join(outdir, script));
  const html = (await readFile(join(webDir, 'index.html'), 'utf8')).replace('%APP_SCRIPT%', `/${script}`);
  await writeFile(join(outdir, 'index.html'), html);
  return { outdir, script, minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

function entryOutput(metafile: Metafile): string {
  const entry = Object.entries(metafile.outputs).find(([file, out]) => out.entryPoint && file.endsWith('.js'));
  if (!entry) throw new Error('esbuild produced no entry bundle');
  return entry[0].split('/').pop()!;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = await buildWeb();
  console.log(`web bundle ${out.script}: ${kb(out.minifiedBytes)} minified, ${kb(out.gzipBytes)} gzip -> ${out.outdir}`);
}

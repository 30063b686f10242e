import { createReadStream, statSync } from 'node:fs';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  // The web app manifest (web/public/manifest.webmanifest), under its registered type.
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The compressed siblings web/build.ts writes beside each text file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings an Accept-Encoding header accepts (a q of 0 refuses one; `*` stands for any
 * not named). Without the header, or with one that names none of ours, the file goes as it is.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  for (const { name } of ENCODINGS) {
    const value = q.get(name) ?? q.get('*') ?? 0;
    if (value > 0) accepted.add(name);
  }
  return accepted;
}

/** A file's entity tag: its size and modification time (a build rewrites every file it changes). */
function entityTag(file: string): string {
  const st = statSync(file);
  return `${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}`;
}

function fileSize(file: string): number | null {
  try {
    const st = statSync(file);
    return st.isFile() ? st.size : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web client from `root` (web/dist); `/` is index.html. Never leaves `root`.
 * `path` is the request's path, already percent-decoded. Every file is `no-cache` (revalidated
 * each time): this keeps /sw.js fresh, so a new build's service worker is found at once.
 * A file with a compressed sibling (`.br`, `.gz`, written by web/build.ts) is sent compressed
 * when the browser accepts it, with `Vary: Accept-Encoding` so a cache keeps the two apart.
 */
export function serveStatic(root: string, path: string, req: IncomingMessage, res: ServerResponse): void {
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  const size = fileSize(file);
  if (size === null) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(path === '/' ? `The web client has not been built: ${root} has no index.html.\n` : `Not found: ${path}\n`);
    return;
  }
  const headers: Record<string, string | number> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': 'no-cache',
  };
  let body = file;
  const siblings = ENCODINGS.flatMap((e) => {
    const size = fileSize(file + e.suffix);
    return size === null ? [] : [{ ...e, size }];
  });
  if (siblings.length) {
    headers.vary = 'Accept-Encoding';
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = siblings.find((e) => accepted.has(e.name));
    if (chosen) {
      body = file + chosen.suffix;
      headers['content-encoding'] = chosen.name;
      headers['content-length'] = chosen.size;
    }
  }
  // A validator, as S3 gives its objects: a service worker keeping a script the page already
  // fetched, or a revalidation of a `no-cache` file, is answered 304 without the body again.
  const etag = `"${entityTag(body)}"`;
  headers.etag = etag;
  if (req.headers['if-none-match'] === etag) {
    delete headers['content-length'];
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  // A file that vanishes mid-read or a client that leaves mid-download only ends this response.
  else
    pipeline(createReadStream(body), res, (err) => {
      if (err) res.destroy();
    });
}

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

/**
 * Serves the built web client from `root` (web/dist); `/` is index.html. Never leaves `root`.
 * `path` is the request's path, already percent-decoded. Every file is `no-cache` (revalidated
 * each time): this keeps /sw.js fresh, so a new build's service worker is found at once.
 */
export function serveStatic(root: string, path: string, req: IncomingMessage, res: ServerResponse): void {
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(path === '/' ? `The web client has not been built: ${root} has no index.html.\n` : `Not found: ${path}\n`);
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': size, 'cache-control': 'no-cache' });
  if (req.method === 'HEAD') res.end();
  // A file that vanishes mid-read or a client that leaves mid-download only ends this response.
  else pipeline(createReadStream(file), res, (err) => void (err && res.destroy()));
}

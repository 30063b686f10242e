// Compressed static files: the build writes .br/.gz beside each text asset, the local server
// sends them by Accept-Encoding, and CloudFront compresses every behaviour.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveStatic } from '../../infra/local/static-files.js';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';

const script = 'export const words = "' + 'the quick brown fox jumps over the lazy dog '.repeat(200) + '";\n';

describe('Accept-Encoding', () => {
  it('reads the encodings a browser accepts, a q of 0 refusing one and * standing for the rest', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('gzip;q=1.0, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('br;q=nonsense')]).toEqual([]);
  });
});

describe("The local server's static files", () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tradewinds-static-'));
    await mkdir(dir, { recursive: true });
    const raw = Buffer.from(script);
    await writeFile(join(dir, 'app.js'), raw);
    await writeFile(join(dir, 'app.js.br'), brotliCompressSync(raw));
    await writeFile(join(dir, 'app.js.gz'), gzipSync(raw));
    await writeFile(join(dir, 'icon.png'), Buffer.from([137, 80, 78, 71]));
    server = createServer((req, res) => serveStatic(dir, new URL(req.url!, 'http://x').pathname, req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string, method = 'GET', ifNoneMatch?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = {
        ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
        ...(ifNoneMatch !== undefined && { 'if-none-match': ifNoneMatch }),
      };
      const req = request({ port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it("sends brotli where accepted, with its own length, the script's type and Vary", async () => {
    const r = await get('/app.js', 'gzip, deflate, br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
  });

  it('answers HEAD with the compressed length and no body, and sends a file without siblings as it is', async () => {
    const head = await get('/app.js', 'br', 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(Buffer.from(script)).length);
    const png = await get('/icon.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.length).toBe(4);
  });

  it('answers a revalidation with the entity tag it sent by 304 and no body, each encoding with a tag of its own', async () => {
    const br = await get('/app.js', 'br');
    const gz = await get('/app.js', 'gzip');
    expect(typeof br.headers.etag).toBe('string');
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get('/app.js', 'br', 'GET', String(br.headers.etag));
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    // A tag of the other encoding is another file: sent in full.
    const other = await get('/app.js', 'br', 'GET', String(gz.headers.etag));
    expect(other.status).toBe(200);
    expect(brotliDecompressSync(other.body).toString()).toBe(script);
  });
});

describe('CloudFront', () => {
  it('compresses every behaviour of the distribution', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const template = Template.fromStack(new TradewindsStack(app, 'Test'));
    const [dist] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: {
        DistributionConfig: {
          DefaultCacheBehavior: { Compress?: boolean };
          CacheBehaviors?: { Compress?: boolean; PathPattern: string }[];
        };
      };
    }[];
    const config = dist.Properties.DistributionConfig;
    expect(config.DefaultCacheBehavior.Compress).toBe(true);
    expect(config.CacheBehaviors?.length).toBeGreaterThan(0);
    for (const b of config.CacheBehaviors ?? []) expect(b.Compress, b.PathPattern).toBe(true);
  });
});

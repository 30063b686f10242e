import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake push service received. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1, as a browser vendor runs one: it keeps every message posted to
 * it and answers 201, or 410 for endpoints marked `gone` (a subscription the browser dropped).
 */
export class FakePushService {
  readonly received: PushRequest[] = [];
  readonly gone = new Set<string>();
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakePushService> {
    let service: FakePushService | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        service!.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(service!.gone.has(path) ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service = new FakePushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return service;
  }

  to(path: string): PushRequest[] {
    return this.received.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a push subscription: its P-256 key pair and 16-byte auth secret, made here. */
export class TestBrowserKeys {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  constructor() {
    this.ecdh.generateKeys();
  }
  get json(): { p256dh: string; auth: string } {
    return { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') };
  }

  /**
   * Decrypts an aes128gcm message (RFC 8188 framing, RFC 8291 keys) as the browser does:
   * header salt(16) | rs(4) | idlen(1) | keyid = the sender's public key; one record, whose
   * plaintext ends with the delimiter 0x02 and zero padding.
   */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const rs = body.readUInt32BE(16);
    const idlen = body[20];
    const asPublic = body.subarray(21, 21 + idlen);
    const ciphertext = body.subarray(21 + idlen);
    if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not a P-256 public key`);
    if (ciphertext.length > rs) throw new Error('more than one record: not what a push of this size needs');
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const uaPublic = this.ecdh.getPublicKey();
    const ecdhSecret = this.ecdh.computeSecret(asPublic);
    const prkKey = hmac(this.auth, ecdhSecret);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
    const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== 2) throw new Error('the last record does not end with the delimiter 0x02');
    return plain.subarray(0, end).toString('utf8');
  }
}

/**
 * Checks a push's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the key
 * the server publishes, an ES256 signature by it over the JWT, `aud` the push service's origin.
 * Returns the JWT's claims.
 */
export function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
  audience: string,
): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, jwt, k] = m;
  if (k !== publicKey) throw new Error('the push names another public key than the served one');
  const [header, claims, signature] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== audience) throw new Error(`aud ${body.aud}, not ${audience}`);
  return body;
}

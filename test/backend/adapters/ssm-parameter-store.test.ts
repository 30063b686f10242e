import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credentialsFromEnv,
  ParameterStoreError,
  parameterStoreFromEnv,
  SSM_ANSWER_CAP_BYTES,
  SsmParameterStore,
} from '../../../lambdas/adapters/ssm/parameter-store.js';
import { eventually, HostileServer } from '../support/hostile-server.js';

// SSM on 127.0.0.1: what the adapter sends (JSON 1.1, one POST, SigV4), checked here against
// a signature computed independently from the AWS Signature Version 4 specification.

interface Seen {
  target: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}
const seen: Seen[] = [];
const parameters = new Map<string, { value: string; type: string }>();
let server: Server;
let endpoint: string;
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session-token',
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/** The SigV4 signature of a request as the specification defines it (the host is the one header besides x-amz-*). */
function expectedAuthorization(req: IncomingMessage, body: string): string {
  const date = String(req.headers['x-amz-date']);
  const signed = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))![1].split(';');
  const canonicalHeaders = signed.map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('');
  const canonical = ['POST', '/', '', canonicalHeaders, signed.join(';'), sha256(body)].join('\n');
  const scope = `${date.slice(0, 8)}/eu-west-1/ssm/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date.slice(0, 8));
  for (const part of ['eu-west-1', 'ssm', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target']);
      const input = JSON.parse(body) as Record<string, unknown>;
      seen.push({ target, body: input, headers: req.headers });
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(json));
      if (req.headers.authorization !== expectedAuthorization(req, body))
        return answer(403, { __type: 'InvalidSignatureException', message: 'signature does not match' });
      const name = String(input.Name);
      if (name.startsWith('/denied/'))
        return answer(400, { __type: 'AccessDeniedException', message: `not authorized to use ${name}` });
      if (target === 'AmazonSSM.GetParameter') {
        const p = parameters.get(name);
        if (!p) return answer(400, { __type: 'com.amazonaws.ssm#ParameterNotFound', message: '' });
        return answer(200, { Parameter: { Name: name, Type: p.type, Value: p.value, Version: 1 } });
      }
      if (target === 'AmazonSSM.PutParameter') {
        if (parameters.has(name)) return answer(400, { __type: 'ParameterAlreadyExists', message: 'exists' });
        parameters.set(name, { value: String(input.Value), type: String(input.Type) });
        return answer(200, { Version: 1, Tier: 'Standard' });
      }
      if (target === 'AmazonSSM.DeleteParameter') {
        if (!parameters.delete(name)) return answer(400, { __type: 'ParameterNotFound', message: '' });
        return answer(200, {});
      }
      answer(400, { __type: 'InvalidAction' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const store = () => new SsmParameterStore({ region: 'eu-west-1', credentials: () => credentials, endpoint });

describe('Parameter Store over signed HTTPS', () => {
  it('creates a SecureString once, reads it back decrypted, deletes it; every request signed (SigV4) with the session token', async () => {
    const s = store();
    expect(await s.create('/T/vapid/private', 'secret-key', 'SecureString', 'VAPID private key')).toBe(true);
    expect(await s.create('/T/vapid/private', 'another', 'SecureString', 'VAPID private key')).toBe(false);
    expect(await s.get('/T/vapid/private')).toBe('secret-key');
    await s.delete('/T/vapid/private');
    expect(await s.get('/T/vapid/private')).toBeNull();
    await s.delete('/T/vapid/private');
    expect(seen.map((r) => r.target)).toEqual([
      'AmazonSSM.PutParameter',
      'AmazonSSM.PutParameter',
      'AmazonSSM.GetParameter',
      'AmazonSSM.DeleteParameter',
      'AmazonSSM.GetParameter',
      'AmazonSSM.DeleteParameter',
    ]);
    expect(seen[0].body).toMatchObject({ Name: '/T/vapid/private', Type: 'SecureString', Overwrite: false });
    expect(seen[2].body).toEqual({ Name: '/T/vapid/private', WithDecryption: true });
    for (const r of seen) {
      expect(r.headers['content-type']).toBe('application/x-amz-json-1.1');
      expect(r.headers['x-amz-security-token']).toBe('session-token');
      expect(String(r.headers.authorization)).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/ssm\/aws4_request, SignedHeaders=.*x-amz-target.*, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it("a refusal is an error naming the call, the status and SSM's type and message", async () => {
    const err = await store()
      .get('/denied/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParameterStoreError);
    expect((err as ParameterStoreError).type).toBe('AccessDeniedException');
    expect((err as Error).message).toBe(
      'SSM refused GetParameter (HTTP 400, AccessDeniedException): not authorized to use /denied/x',
    );
  });

  it('a wrong secret key is refused by the signature check', async () => {
    const wrong = new SsmParameterStore({
      region: 'eu-west-1',
      credentials: () => ({ ...credentials, secretAccessKey: 'other' }),
      endpoint,
    });
    await expect(wrong.get('/T/x')).rejects.toThrow(/InvalidSignatureException/);
  });

  it("the region and credentials come from Lambda's environment; without them, an error says what is missing", async () => {
    expect(credentialsFromEnv({ AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b', AWS_SESSION_TOKEN: '' })).toEqual({
      accessKeyId: 'a',
      secretAccessKey: 'b',
      sessionToken: undefined,
    });
    expect(() => credentialsFromEnv({})).toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set/);
    expect(() => parameterStoreFromEnv({})).toThrow(/AWS_REGION is not set/);
    parameters.set('/T/env', { value: 'v', type: 'String' });
    const fromEnv = parameterStoreFromEnv({
      AWS_REGION: 'eu-west-1',
      AWS_ENDPOINT_URL_SSM: endpoint,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
    });
    expect(await fromEnv.get('/T/env')).toBe('v');
  });
});

describe('Parameter Store answers are read only as far as SSM answers go', () => {
  it('an endpoint streaming 400 MB is cut off after the cap: an error naming it, and the socket closed', async () => {
    const hostile = await HostileServer.start();
    try {
      const huge = new SsmParameterStore({
        region: 'eu-west-1',
        credentials: () => credentials,
        endpoint: `${hostile.origin}/huge/200`,
      });
      await expect(huge.get('/Tradewinds-test/vapid/private')).rejects.toThrow(
        `SSM answered GetParameter with more than ${SSM_ANSWER_CAP_BYTES} bytes`,
      );
      await eventually(() => hostile.exchanges.at(0)?.closedEarly === true);
      expect(hostile.exchanges[0].written).toBeLessThan(HostileServer.HUGE_ANSWER_BYTES / 10);
    } finally {
      await hostile.close();
    }
  }, 180_000);
});

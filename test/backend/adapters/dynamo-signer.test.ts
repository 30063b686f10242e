// The adapters' DynamoDB client signs with one SigV4 signer for its life (the SDK would make one per
// request): its signatures must be the ones a fresh signer makes of the same request, day after day.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';
import type { ChecksumConstructor, HttpRequest } from '@smithy/types';
import { documentClient } from '../../../lambdas/adapters/dynamo/client.js';
import type { LocalTransport } from '../../../lambdas/adapters/local-transports.js';

const REGION = 'eu-west-1';
const CREDENTIALS = { accessKeyId: 'AKIDSIGNERTEST', secretAccessKey: 'signer-test-secret' };

const copy = (r: HttpRequest): HttpRequest => ({ ...r, headers: { ...r.headers }, query: { ...r.query } });

/** Answers every request with an empty JSON object, keeping a copy of each request as it was sent. */
function recordingTransport(): LocalTransport & { sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  return {
    sent,
    handle(request) {
      sent.push(copy(request));
      return Promise.resolve({
        response: {
          statusCode: 200,
          headers: { 'content-type': 'application/x-amz-json-1.0' },
          body: Buffer.from('{}'),
        },
      });
    },
  };
}

/** The signature a new signer, with nothing cached, makes of the request as sent, at its own date. */
async function freshSignature(request: HttpRequest, sha256: ChecksumConstructor): Promise<string> {
  const unsigned = copy(request);
  delete unsigned.headers.authorization;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(unsigned.headers['x-amz-date'])!;
  const signingDate = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  const signer = new SignatureV4({ credentials: CREDENTIALS, region: REGION, service: 'dynamodb', sha256 });
  return (await signer.sign(unsigned, { signingDate })).headers.authorization;
}

describe('the adapters DynamoDB client', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('signs every request as a fresh signer would, with one signer across requests and days', async () => {
    vi.stubEnv('AWS_REGION', REGION);
    vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.useFakeTimers({ toFake: ['Date'] });
    const signs = vi.spyOn(SignatureV4.prototype, 'sign');
    const transport = recordingTransport();
    const client = documentClient(transport);

    for (const day of ['2026-12-06T23:59:58Z', '2026-12-07T00:00:03Z', '2026-12-07T09:30:00Z']) {
      vi.setSystemTime(new Date(day));
      await client.send(new GetCommand({ TableName: 'games', Key: { gameId: 'g1' } }));
      await client.send(new PutCommand({ TableName: 'events', Item: { gameId: 'g1', version: 1, body: 'x' } }));
    }

    expect(transport.sent).toHaveLength(6);
    for (const request of transport.sent) {
      const authorization = request.headers.authorization;
      expect(authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDSIGNERTEST\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, /,
      );
      expect(authorization).toBe(await freshSignature(request, client.config.sha256));
    }
    // The scope follows the day: the signing key cached for one day is not used for the next.
    expect(transport.sent.map((r) => /Credential=[^/]+\/(\d{8})/.exec(r.headers.authorization)?.[1])).toEqual([
      '20261206',
      '20261206',
      '20261207',
      '20261207',
      '20261207',
      '20261207',
    ]);
    // The client's six requests went through one signer; the checks above made one each.
    expect(signs.mock.contexts).toHaveLength(12);
    expect(new Set(signs.mock.contexts.slice(0, 6)).size).toBe(1);
    expect(new Set(signs.mock.contexts).size).toBe(7);
  });
});

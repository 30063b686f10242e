// The handlers' SDK clients sign with one SigV4 signer each for their life (the SDK would make one per
// request): their signatures must be the ones a fresh signer makes of the same request, day after
// day, as the SDK's own signatures are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest } from '@smithy/types';
import { documentClient } from '../../../lambdas/adapters/dynamo/client.js';
import { keptSigner } from '../../../lambdas/adapters/kept-signer.js';
import type { LocalTransport } from '../../../lambdas/adapters/local-transports.js';

const REGION = 'eu-west-1';
const CREDENTIALS = { accessKeyId: 'AKIDSIGNERTEST', secretAccessKey: 'signer-test-secret' };
/** Either side of midnight, then the next morning: the signing key is the day's. */
const DAYS = ['2026-12-06T23:59:58Z', '2026-12-07T00:00:03Z', '2026-12-07T09:30:00Z'];
type Sha256 = ConstructorParameters<typeof SignatureV4>[0]['sha256'];

const copy = (r: HttpRequest): HttpRequest => ({ ...r, headers: { ...r.headers }, query: { ...r.query } });

/** Answers every request with an empty JSON object, keeping a copy of each request as it was sent. */
function recordingTransport(): LocalTransport & { sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  return {
    sent,
    handle(request) {
      sent.push(copy(request));
      return Promise.resolve({
        response: { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') },
      });
    },
  };
}

/** The signature a new signer, with nothing cached, makes of the request as sent, at its own date. */
async function freshSignature(request: HttpRequest, service: string, sha256: Sha256): Promise<string> {
  const unsigned = copy(request);
  delete unsigned.headers.authorization;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(unsigned.headers['x-amz-date'])!;
  const signer = new SignatureV4({ credentials: CREDENTIALS, region: REGION, service, sha256 });
  return (await signer.sign(unsigned, { signingDate: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) })).headers
    .authorization;
}

/** Sends `send` once on each of DAYS; checks every request's signature against a fresh signer's and its scope's day. */
async function expectSignedAsFresh(
  transport: ReturnType<typeof recordingTransport>,
  service: string,
  sha256: Sha256,
  send: () => Promise<unknown>,
): Promise<void> {
  for (const day of DAYS) {
    vi.setSystemTime(new Date(day));
    await send();
  }
  expect(transport.sent).toHaveLength(DAYS.length);
  for (const [i, request] of transport.sent.entries()) {
    const day = DAYS[i].slice(0, 10).replaceAll('-', '');
    expect(request.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDSIGNERTEST/${day}/${REGION}/${service}/aws4_request, `),
    );
    expect(request.headers.authorization).toBe(await freshSignature(request, service, sha256));
  }
}

describe("the handlers' SDK clients, each with one kept signer", () => {
  beforeEach(() => {
    vi.stubEnv('AWS_REGION', REGION);
    vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('the DynamoDB client signs as a fresh signer would, every request through one signer', async () => {
    const signs = vi.spyOn(SignatureV4.prototype, 'sign');
    const transport = recordingTransport();
    const client = documentClient(transport);
    let n = 0;
    await expectSignedAsFresh(transport, 'dynamodb', client.config.sha256, () =>
      n++ % 2
        ? client.send(new GetCommand({ TableName: 'games', Key: { gameId: 'g1' } }))
        : client.send(new PutCommand({ TableName: 'events', Item: { gameId: 'g1', version: n, body: 'x' } })),
    );
    // The client's three requests came first, through one signer; each check made a signer of its own.
    expect(signs.mock.contexts).toHaveLength(2 * DAYS.length);
    expect(new Set(signs.mock.contexts.slice(0, DAYS.length)).size).toBe(1);
    expect(new Set(signs.mock.contexts).size).toBe(1 + DAYS.length);
  });

  it('the @connections client signs a post (its id escaped in the path) as a fresh signer would, through one signer', async () => {
    const signs = vi.spyOn(SignatureV4.prototype, 'sign');
    const transport = recordingTransport();
    const client: ApiGatewayManagementApiClient = new ApiGatewayManagementApiClient({
      endpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com/live',
      maxAttempts: 1,
      requestHandler: transport,
      cacheMiddleware: true,
      signer: keptSigner('execute-api', () => client),
    });
    await expectSignedAsFresh(transport, 'execute-api', client.config.sha256, () =>
      client.send(new PostToConnectionCommand({ ConnectionId: 'L0SM9cOFvHcCIhw=', Data: '{"type":"update"}' })),
    );
    expect(transport.sent[0].path).toBe('/live/@connections/L0SM9cOFvHcCIhw%3D');
    expect(new Set(signs.mock.contexts.slice(0, DAYS.length)).size).toBe(1);
  });

  it("the SDK's own signer, one per request, makes the same signatures: the reference is the SDK's", async () => {
    const transport = recordingTransport();
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 1, requestHandler: transport }));
    await expectSignedAsFresh(transport, 'dynamodb', client.config.sha256, () =>
      client.send(new GetCommand({ TableName: 'games', Key: { gameId: 'g1' } })),
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import type { CreatedFrame, JoinedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { asSubscribed } from '../support/setup.js';
import { WsClient } from '../support/ws-client.js';

const SECRET = 'join-secret-of-cy-0123456789';

describe('a join is idempotent under lost answers (local stack)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tradewinds-join-'));
  let stack: LocalStack;
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: dir });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the claim landed but the socket dropped before its answer was read: the identical join on a new connection returns the same seat and token', async () => {
    const creator = await WsClient.connect(stack.wsUrl);
    const created = (await creator.request(
      {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }],
      },
      (f) => f.type === 'created',
    )) as CreatedFrame;
    // The creator watches the table, so the test sees the claim land on the server, not guess at when.
    const watching = await creator.request(
      { action: 'subscribe', gameId: created.gameId, seat: 0, token: created.seats[0].token, lastVersion: 0 },
      (f) => asSubscribed(f) !== null || f.type === 'error',
    );
    expect(asSubscribed(watching)).not.toBeNull();
    const msg = { action: 'join', gameId: created.gameId, seat: 2, name: 'Cy', secret: SECRET, requestId: 'join-1' };
    const lost = await WsClient.connect(stack.wsUrl);
    lost.send(msg);
    await creator.waitFor((f: ServerFrame) => f.type === 'seats' && f.seats.some((s) => s.seat === 2 && !s.open));
    // Its answer is never read: the connection goes as a dropped socket would.
    await lost.close();
    const retry = await WsClient.connect(stack.wsUrl);
    const answer = (await retry.request(
      msg,
      (f: ServerFrame) => 'requestId' in f && f.requestId === 'join-1',
    )) as JoinedFrame;
    expect(answer).toMatchObject({ type: 'joined', seat: 2, name: 'Cy' });
    const subscribed = await retry.request(
      { action: 'subscribe', gameId: created.gameId, seat: 2, token: answer.token, lastVersion: 0 },
      (f) => asSubscribed(f) !== null || f.type === 'error',
    );
    expect(asSubscribed(subscribed)).not.toBeNull();
    await Promise.all([creator.close(), retry.close()]);
  });
});

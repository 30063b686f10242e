import WebSocket from 'ws';
import { expandLegal, type LegalTemplate } from '../../../engine/core/legal.js';
import { nodeHashes } from '../../../lambdas/app/chain.js';
import { DiceKeys, memoryChainStore } from '../../../lambdas/protocol/dice-keys.js';
import { parseLink } from '../../../lambdas/protocol/links.js';
import { frameText } from './frame-text.js';
import type { SeatKeyState } from '../../../lambdas/protocol/server.js';

/**
 * The dice chains of the device these moves come from, one for the whole test file: a seat it
 * moves again goes on down the chain it keyed, as a phone would, and shows the table no new key.
 */
const device = new DiceKeys(memoryChainStore(), nodeHashes);

/** How often a command refused for its chain link (NO_KEY, BAD_LINK) goes again with the link the refusal points to. */
const LINK_RETRIES = 2;

/** How long a move over the socket may wait for one answer before it fails with what it was waiting for. */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * Plays one move for a seat straight over the WebSocket, as another device would:
 * subscribe, take the first command the legal templates allow that is not a mortgage or a
 * redeem (or the one `choose` picks from them all), send it with the seat's next dice chain
 * link (and, the first time this device plays the seat, its new key).
 * `lastVersion` is the newest version the caller knows of: the subscription catches up only
 * from there, as a device that saw it would, instead of being sent the whole log again
 * (the server sends everything when it is ahead of the game). Resolves with the version it made.
 */
export async function moveOverSocket(
  wsUrl: string,
  link: string,
  choose: (commands: Record<string, unknown>[]) => unknown = (c) => c[0],
  lastVersion = 0,
): Promise<number> {
  const target = parseLink(link);
  if (target?.seat === undefined) throw new Error(`not a seat link: ${link}`);
  const ws = new WebSocket(wsUrl);
  try {
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(frameText(d))));
    /**
     * The first frame from index `from` on that `match` picks. Each frame is looked at once, and
     * the wait ends (its listener and timer gone) when found or timed out, so a slow server leaves
     * no listener behind re-reading every frame.
     */
    const next = (match: (f: Record<string, unknown>) => boolean, from = 0) =>
      new Promise<Record<string, unknown>>((ok, fail) => {
        const found = frames.slice(from).find(match);
        if (found) {
          ok(found);
          return;
        }
        let seen = frames.length;
        const done = () => {
          ws.off('message', on);
          clearTimeout(timer);
        };
        const on = () => {
          const hit = frames.slice(Math.max(from, seen)).find(match);
          seen = frames.length;
          if (!hit) return;
          done();
          ok(hit);
        };
        const timer = setTimeout(() => {
          done();
          fail(
            new Error(
              `no answer over the socket within ${ANSWER_TIMEOUT_MS / 1000} s (${frames.length} frames, the last: ${JSON.stringify(frames.at(-1))?.slice(0, 200)})`,
            ),
          );
        }, ANSWER_TIMEOUT_MS);
        ws.on('message', on);
      });
    ws.send(
      JSON.stringify({
        action: 'subscribe',
        gameId: target.gameId,
        seat: target.seat,
        token: target.token,
        lastVersion,
      }),
    );
    const update = await next((f) => f.type === 'update' || f.type === 'error');
    if (update.type === 'error') throw new Error(String(update.message));
    const main = (update.legalCommands as LegalTemplate[]).filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
    const command = choose(expandLegal(main));
    if (!command) throw new Error('this seat has no move to make');
    const { gameId, seat } = target;
    if (update.seatKey !== undefined) device.observe(gameId, seat, update.seatKey as SeatKeyState);
    const commandId = `raw-${Date.now()}-${seat}`;
    const message = {
      action: 'command',
      gameId,
      seat,
      token: target.token,
      expectedVersion: update.version,
      commandId,
      command,
    };
    let offer = device.offer(gameId, seat, commandId);
    for (let tries = 0; ; tries++) {
      const from = frames.length;
      ws.send(JSON.stringify({ ...message, ...offer }));
      // Subscribed as this seat, the acceptance is the update that carries the command id; a
      // refusal names it, unless the message was refused unread.
      const answer = await next(
        (f) =>
          (f.commandId === commandId && (f.type === 'accepted' || f.type === 'update')) ||
          (f.type === 'error' && (f.commandId ?? commandId) === commandId),
        from,
      );
      if (answer.type !== 'error') return Number(answer.version);
      const refusedLink = (answer.code === 'NO_KEY' || answer.code === 'BAD_LINK') && answer.seatKey !== undefined;
      if (!refusedLink || tries >= LINK_RETRIES) throw new Error(`${String(answer.code)}: ${String(answer.message)}`);
      offer = device.refused(gameId, seat, commandId, answer.seatKey as SeatKeyState);
    }
  } finally {
    ws.close();
  }
}

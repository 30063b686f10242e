import WebSocket from 'ws';
import { expandLegal, type LegalTemplate } from '../../../engine/core/legal.js';
import { parseLink } from '../../../lambdas/protocol/links.js';

/**
 * Plays one move for a seat straight over the WebSocket, as another device would:
 * subscribe, take the first command the legal templates allow that is not a mortgage or a
 * redeem (or the one `choose` picks from them all), send it.
 * Resolves with the version it made.
 */
export async function moveOverSocket(wsUrl: string, link: string, choose: (commands: Record<string, unknown>[]) => unknown = (c) => c[0]): Promise<number> {
  const target = parseLink(link);
  if (!target || target.seat === undefined) throw new Error(`not a seat link: ${link}`);
  const ws = new WebSocket(wsUrl);
  try {
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    const frames: Record<string, unknown>[] = [];
    const next = (match: (f: Record<string, unknown>) => boolean) => new Promise<Record<string, unknown>>((ok, fail) => {
      const found = frames.find((f) => match(f) || f.type === 'error');
      if (found) return found.type === 'error' ? fail(new Error(String(found.message))) : ok(found);
      const on = (data: WebSocket.RawData) => {
        const f = JSON.parse(String(data));
        if (match(f) || f.type === 'error') {
          ws.off('message', on);
          if (f.type === 'error') fail(new Error(String(f.message)));
          else ok(f);
        }
      };
      ws.on('message', on);
    });
    ws.on('message', (d) => frames.push(JSON.parse(String(d))));
    ws.send(JSON.stringify({ action: 'subscribe', gameId: target.gameId, seat: target.seat, token: target.token, lastVersion: 0 }));
    const update = await next((f) => f.type === 'update');
    const main = (update.legalCommands as LegalTemplate[]).filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
    const command = choose(expandLegal(main) as Record<string, unknown>[]);
    if (!command) throw new Error('this seat has no move to make');
    const commandId = `raw-${Date.now()}-${target.seat}`;
    ws.send(JSON.stringify({
      action: 'command', gameId: target.gameId, seat: target.seat, token: target.token,
      expectedVersion: update.version, commandId, command,
    }));
    // Subscribed as this seat, the acceptance is the update that carries the command id.
    const accepted = await next((f) => f.commandId === commandId && (f.type === 'accepted' || f.type === 'update'));
    return Number(accepted.version);
  } finally {
    ws.close();
  }
}

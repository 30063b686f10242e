import WebSocket from 'ws';
import { parseLink } from '../../../lambdas/protocol/links.js';

/**
 * Plays one move for a seat straight over the WebSocket, as another device would:
 * subscribe, take the first legal command that is not a mortgage or a redeem (joining a long
 * list from the `legal` frames that follow the update), send it.
 * Resolves with the version it made.
 */
export async function moveOverSocket(wsUrl: string, link: string): Promise<number> {
  const target = parseLink(link);
  if (!target || target.seat === undefined) throw new Error(`not a seat link: ${link}`);
  const ws = new WebSocket(wsUrl);
  try {
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    const frames: Record<string, unknown>[] = [];
    const next = (type: string) => new Promise<Record<string, unknown>>((ok, fail) => {
      const found = frames.find((f) => f.type === type || f.type === 'error');
      if (found) return found.type === 'error' ? fail(new Error(String(found.message))) : ok(found);
      const on = (data: WebSocket.RawData) => {
        const f = JSON.parse(String(data));
        if (f.type === type || f.type === 'error') {
          ws.off('message', on);
          if (f.type === 'error') fail(new Error(String(f.message)));
          else ok(f);
        }
      };
      ws.on('message', on);
    });
    ws.on('message', (d) => frames.push(JSON.parse(String(d))));
    ws.send(JSON.stringify({ action: 'subscribe', gameId: target.gameId, seat: target.seat, token: target.token, lastVersion: 0 }));
    const update = await next('update');
    const parts = Number(update.legalParts ?? 0);
    while (frames.filter((f) => f.type === 'legal' && f.version === update.version).length < parts) {
      await new Promise<void>((ok) => ws.once('message', () => ok()));
    }
    const legal = parts === 0
      ? (update.legalCommands as { type: string }[])
      : frames.filter((f) => f.type === 'legal' && f.version === update.version)
        .sort((a, b) => Number(a.part) - Number(b.part))
        .flatMap((f) => f.legalCommands as { type: string }[]);
    const command = legal.find((c) => c.type !== 'mortgage' && c.type !== 'redeem');
    if (!command) throw new Error('this seat has no move to make');
    ws.send(JSON.stringify({
      action: 'command', gameId: target.gameId, seat: target.seat, token: target.token,
      expectedVersion: update.version, commandId: `raw-${Date.now()}-${target.seat}`, command,
    }));
    const accepted = await next('accepted');
    return Number(accepted.version);
  } finally {
    ws.close();
  }
}

import type { WebhookFrame } from '../../protocol/server.js';
import { fanOut, type Personal } from '../broadcast.js';
import type { Ports } from '../ports.js';
import { reportProblem } from '../problems.js';

/**
 * What the seats are told when failures switched the webhook off (the `webhook` frame's `off`,
 * the note in the history): the same words whatever went wrong. The difference between a
 * refusal and an unreachable host would tell a seat which ports answer where the server can
 * reach (on the local stack, which ports of this machine are open), and a service's own answer
 * can say anything; the failure itself goes to the server's log.
 */
export const WEBHOOK_OFF_REASON = 'the chat service did not accept the posts';

/**
 * Tells every seat's connection what the table's webhook is now (spectators never learn the
 * URL). `except`: the connection that changed it, which gets the answer to its message instead.
 */
export async function announceWebhook(
  ports: Ports,
  gameId: string,
  hook: { url: string | null; off?: string; offAt?: string },
  why: string,
  except?: string,
): Promise<void> {
  const frame: WebhookFrame = {
    type: 'webhook',
    gameId,
    url: hook.url,
    ...(hook.off !== undefined && { off: hook.off, offAt: hook.offAt }),
  };
  const skip: Personal | undefined = except === undefined ? undefined : { connectionId: except, adjust: () => [] };
  try {
    await fanOut(ports, gameId, (viewer) => (viewer.kind === 'seat' ? [frame] : []), skip);
  } catch (err) {
    reportProblem(ports, { kind: 'webhook-not-announced', gameId, detail: why, error: err });
  }
}

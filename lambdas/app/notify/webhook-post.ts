import type { Locale } from '../../../i18n/locales.js';
import type { NotifyPorts } from '../ports.js';
import { announceWebhook, WEBHOOK_OFF_REASON } from './webhook-frames.js';
import { reportProblem } from '../problems.js';

/** Tries per line: the first and three retries, waiting WEBHOOK_BACKOFF_MS, then twice and four times that. */
export const WEBHOOK_ATTEMPTS = 4;
export const WEBHOOK_BACKOFF_MS = 500;

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The body every chat service we allow reads: Discord takes `content`, Slack, Google Chat and
 * Teams' incoming webhooks take `text`; each ignores the other's field.
 */
export function webhookBody(line: string): { content: string; text: string } {
  return { content: line, text: line };
}

/**
 * Posts each line to the table's webhook, in order (written, when given as a function, in the
 * language of the seat that set the webhook). A line that fails every attempt switches
 * the webhook off (the seats are told, and the game's history says so), and the lines after
 * it are not posted.
 */
export async function postToWebhook(
  ports: NotifyPorts,
  gameId: string,
  linesIn: readonly string[] | ((locale: Locale) => readonly string[]),
): Promise<{ posted: number; switchedOff: boolean }> {
  const hook = await ports.subscriptions.webhook(gameId);
  if (hook?.off !== null) return { posted: 0, switchedOff: false };
  const lines = typeof linesIn === 'function' ? linesIn(hook.locale) : linesIn;
  const sleep = ports.sleep ?? realSleep;
  let posted = 0;
  for (const line of lines) {
    let failure: unknown = null;
    for (let attempt = 0; attempt < WEBHOOK_ATTEMPTS; attempt++) {
      if (attempt > 0) await sleep(WEBHOOK_BACKOFF_MS * 2 ** (attempt - 1));
      try {
        await ports.webhooks.post(hook.url, webhookBody(line));
        failure = null;
        break;
      } catch (err) {
        failure = err;
      }
    }
    if (failure === null) {
      posted++;
      continue;
    }
    reportProblem(ports, {
      kind: 'webhook-switched-off',
      gameId,
      detail: `posting failed ${WEBHOOK_ATTEMPTS} times`,
      error: failure,
    });
    const at = ports.clock.now().toISOString();
    if (await ports.subscriptions.switchOffWebhook(gameId, hook.url, WEBHOOK_OFF_REASON, at)) {
      await announceWebhook(ports, gameId, { url: hook.url, off: WEBHOOK_OFF_REASON, offAt: at }, 'switched off');
    }
    return { posted, switchedOff: true };
  }
  return { posted, switchedOff: false };
}

import { AppError } from '../errors.js';

/** Incoming-webhook hosts of the chat services we post to (Discord- and Slack-compatible JSON). */
export const WEBHOOK_HOSTS: readonly string[] = ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com', 'hooks.slack.com', 'chat.googleapis.com'];
/** Microsoft Teams gives every tenant a host of its own under this domain. */
export const WEBHOOK_HOST_SUFFIXES: readonly string[] = ['.webhook.office.com'];

/**
 * The local stack's tests run their push service and webhook receiver on the loopback
 * address: an http URL on 127.0.0.1 with an explicit port. Never allowed in production.
 */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * A table's webhook URL as stored, or WEBHOOK_URL saying what is wrong with it. Credentials in
 * the URL are refused: they would sit in the table's storage and in every seat's frame.
 */
export function checkWebhookUrl(raw: string, loopback: boolean): string {
  const url = parse(raw);
  const refuse = (why: string) => new AppError('WEBHOOK_URL', `That webhook URL cannot be used: ${why}.`);
  if (!url) throw refuse('it is not a URL');
  if (url.username || url.password) throw refuse('it may not carry a user name or password');
  if (loopback && isLoopbackHttp(url)) return url.href;
  if (url.protocol !== 'https:') throw refuse(`only https URLs are posted to${loopback ? ' (or http://127.0.0.1:<port> on the local stack)' : ''}`);
  if (url.port !== '') throw refuse('it may not name a port');
  const host = url.hostname.toLowerCase();
  const allowed = WEBHOOK_HOSTS.includes(host) || WEBHOOK_HOST_SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length);
  if (!allowed) throw refuse(`${host} is not a chat service we post to (${[...WEBHOOK_HOSTS, ...WEBHOOK_HOST_SUFFIXES.map((s) => `*${s}`)].join(', ')})`);
  return url.href;
}

/**
 * A push subscription's endpoint, or PUSH_ENDPOINT. Browsers' push services are https; any
 * https host is accepted (each browser vendor runs its own), since the message sent there is
 * encrypted for the browser and carries no secret of the server's.
 */
export function checkPushEndpoint(raw: string, loopback: boolean): string {
  const url = parse(raw);
  const refuse = (why: string) => new AppError('PUSH_ENDPOINT', `That push endpoint cannot be used: ${why}.`);
  if (!url) throw refuse('it is not a URL');
  if (url.username || url.password) throw refuse('it may not carry a user name or password');
  if (loopback && isLoopbackHttp(url)) return raw;
  if (url.protocol !== 'https:') throw refuse(`push services are https${loopback ? ' (or http://127.0.0.1:<port> on the local stack)' : ''}`);
  return raw;
}

import { isIP } from 'node:net';
import { AppError } from '../errors.js';

/** Which hosts may receive our requests: these exactly, or any name ending in one of the suffixes. */
interface HostRules {
  /** What a host outside the rules is not, in a refusal: "not a chat service we post to". */
  isNot: string;
  hosts: readonly string[];
  /** Each begins with a dot: `.notify.windows.com` takes `db5p.notify.windows.com`, never `notify.windows.com.evil.example`. */
  suffixes: readonly string[];
}

/** Incoming-webhook hosts of the chat services we post to (Discord- and Slack-compatible JSON). */
export const WEBHOOK_HOSTS: HostRules = {
  isNot: 'not a chat service we post to',
  hosts: [
    'discord.com',
    'discordapp.com',
    'ptb.discord.com',
    'canary.discord.com',
    'hooks.slack.com',
    'chat.googleapis.com',
  ],
  // Microsoft Teams gives every tenant a host of its own under this domain.
  suffixes: ['.webhook.office.com'],
};

/**
 * The browsers' push services, the only places a push subscription may send us. A subscription
 * comes from a seat holder's browser, but nothing stops a seat holder from sending any URL in
 * its place, and every move would then make this server post to it: so, as the large push
 * senders do, we post only to the vendors' own hosts.
 * - Google's FCM, `fcm.googleapis.com`: Chrome, and the Chromium browsers that use Google's
 *   service (Opera, Samsung Internet, Brave). Not `android.googleapis.com`: its `/gcm/send`
 *   endpoints belonged to subscriptions made without an application server key, on the GCM
 *   API Google turned off in 2019, while ours are always made with our VAPID key.
 * - Mozilla's autopush, `updates.push.services.mozilla.com`: every Firefox release, desktop and
 *   Android, gets its endpoints there (the rest of Mozilla's push domain is the browsers' own
 *   WebSocket side, which takes no posts).
 * - Apple, `*.push.apple.com`: Safari's endpoints are on `web.push.apple.com` today, and Apple's
 *   web push documentation asks servers that restrict their requests to allow the whole domain.
 * - Microsoft's WNS, `*.notify.windows.com`: Edge gets a regional host per device there
 *   (`wns2-par02p.notify.windows.com`, `db5p.notify.windows.com`).
 * Each of these domains belongs to its vendor, so no one else can name a host in it; the
 * sender still checks every address a name resolves to (adapters/outbound/).
 */
export const PUSH_HOSTS: HostRules = {
  isNot: 'not a browser push service',
  hosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com'],
  suffixes: ['.push.apple.com', '.notify.windows.com'],
};

const listOf = (rules: HostRules) => [...rules.hosts, ...rules.suffixes.map((s) => `*${s}`)].join(', ');
const allows = (rules: HostRules, host: string) =>
  rules.hosts.includes(host) || rules.suffixes.some((s) => host.endsWith(s) && host.length > s.length);

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
 * `raw` as the URL standard writes it (what is stored is what was checked, and what is sent to),
 * or `refuse` with the first thing wrong with it: https only (or the local stack's loopback
 * exception), no user name or password (they would sit in the table's storage), no port, no IP
 * address, a host the rules allow. The URL parser has already read every other spelling of an
 * address (`0177.0.0.1`, `2130706433`, `0x7f.1`, `[::ffff:7f00:1]`) as the address it is.
 */
function checkUrl(
  raw: string,
  rules: HostRules,
  loopback: boolean,
  refuse: (why: string) => AppError,
  httpsOnly: string,
): string {
  const url = parse(raw);
  if (!url) throw refuse('it is not a URL');
  if (url.username || url.password) throw refuse('it may not carry a user name or password');
  if (loopback && isLoopbackHttp(url)) return url.href;
  if (url.protocol !== 'https:')
    throw refuse(`${httpsOnly}${loopback ? ' (or http://127.0.0.1:<port> on the local stack)' : ''}`);
  if (url.port !== '') throw refuse('it may not name a port');
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0)
    throw refuse(`it names an IP address (${host}), not the host of a service`);
  if (!allows(rules, host)) throw refuse(`${host} is ${rules.isNot} (${listOf(rules)})`);
  return url.href;
}

/** A table's webhook URL as stored, or WEBHOOK_URL saying what is wrong with it. */
export function checkWebhookUrl(raw: string, loopback: boolean): string {
  const refuse = (why: string) => new AppError('WEBHOOK_URL', `That webhook URL cannot be used: ${why}.`);
  return checkUrl(raw, WEBHOOK_HOSTS, loopback, refuse, 'only https URLs are posted to');
}

/** A push subscription's endpoint as stored, or PUSH_ENDPOINT saying what is wrong with it. */
export function checkPushEndpoint(raw: string, loopback: boolean): string {
  const refuse = (why: string) => new AppError('PUSH_ENDPOINT', `That push endpoint cannot be used: ${why}.`);
  return checkUrl(raw, PUSH_HOSTS, loopback, refuse, 'push services are https');
}

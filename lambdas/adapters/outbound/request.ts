import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { forbiddenAddress } from './addresses.js';

/** An address a name resolved to, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (the system's resolver unless a test gives another). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Where a request to an address a seat gave us may go, and for how long. */
export interface OutboundPolicy {
  /**
   * The local stack's exception (Limits.loopbackHooks): its tests' push service and webhook
   * receiver listen on 127.0.0.1, over plain http. Never in production.
   */
  loopback: boolean;
  /** From the start (the name's resolution included) to the last byte read. */
  timeoutMs: number;
  resolve?: Resolve;
}

/** What an adapter that sends through sendOutbound is made with: its own deadline unless given. */
export type SenderOptions = Omit<OutboundPolicy, 'timeoutMs'> & { timeoutMs?: number };

/** How much of an answer is read: enough for the error a push service or chat service sends. */
export const ANSWER_CAP_BYTES = 4096;

/** The status and the beginning of the body (at most ANSWER_CAP_BYTES, as text). */
export interface OutboundAnswer {
  status: number;
  text: string;
}

/** The destination is one this server does not connect to; nothing was sent. */
export class RefusedDestination extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedDestination';
  }
}

const LOOPBACK = '127.0.0.1';

/**
 * Sends one request to a URL that came from outside (a push subscription's endpoint, a table's
 * webhook) and reads the beginning of its answer.
 *
 * - The host is resolved once, and every address it resolved to must be public (addresses.ts):
 *   one private address among public ones is enough to refuse, since the connection could land
 *   on any of them. The connection then uses exactly those addresses (the request's `lookup`
 *   answers with them and never asks DNS again), so a name that resolves to a public address
 *   for the check and to 169.254.169.254 for the connection (DNS rebinding) reaches only the
 *   public one.
 * - Only https, except the local stack's http://127.0.0.1.
 * - No redirect is followed (node:http follows none): the URL was checked, a redirect could
 *   lead anywhere. The caller sees the 3xx status.
 * - Each request has its own socket (no pool), closed when the answer is read.
 * - At most ANSWER_CAP_BYTES of the answer are read, then the socket is destroyed: a service
 *   that streams a huge answer costs a few kilobytes, not the function's memory.
 * - The whole exchange has a deadline; past it the socket is destroyed and the call fails.
 */
export async function sendOutbound(
  target: string,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array | string },
  policy: OutboundPolicy,
): Promise<OutboundAnswer> {
  const url = new URL(target);
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new Error(`${url.host} did not answer within ${policy.timeoutMs} ms`)),
    policy.timeoutMs,
  );
  try {
    const addresses = await beforeDeadline(destination(url, policy), deadline.signal);
    return await exchange(url, init, addresses, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** The addresses the request may connect to, every one checked; throws RefusedDestination. */
async function destination(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RefusedDestination(`${url.protocol} is not a scheme this server posts to`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await (policy.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new RefusedDestination(`${host} resolves to no address`);
  const loopbackOnly = policy.loopback && addresses.every((a) => a.address === LOOPBACK);
  if (loopbackOnly) return addresses;
  for (const { address } of addresses) {
    const why = forbiddenAddress(address);
    if (why !== null)
      throw new RefusedDestination(
        `${host === address ? address : `${host} resolves to ${address}, which`} is a ${why} address: this server does not connect there`,
      );
  }
  if (url.protocol !== 'https:')
    throw new RefusedDestination(`plain http to ${url.host}: only https leaves this server`);
  return addresses;
}

/** A `lookup` that answers every question with the checked addresses (of the family asked for, when one is). */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : null;
    const usable = family === null ? addresses : addresses.filter((a) => a.family === family);
    if (usable.length === 0) {
      callback(
        Object.assign(new Error(`${hostname} has no checked ${family === null ? '' : `IPv${family} `}address`), {
          code: 'ENOTFOUND',
        }),
        '',
        0,
      );
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, usable[0].address, usable[0].family);
    }
  };
}

function exchange(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array | string },
  addresses: ResolvedAddress[],
  deadline: AbortSignal,
): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    let answer: IncomingMessage | null = null;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: init.method, headers: init.headers, agent: false, lookup: pinnedLookup(addresses) },
      (res) => {
        answer = res;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          res.destroy();
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).subarray(0, ANSWER_CAP_BYTES).toString('utf8'),
          });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_CAP_BYTES) done();
        });
        res.on('end', done);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const onDeadline = () => {
      reject(reasonOf(deadline));
      answer?.destroy();
      req.destroy();
    };
    if (deadline.aborted) {
      onDeadline();
      return;
    }
    deadline.addEventListener('abort', onDeadline, { once: true });
    req.end(init.body);
  });
}

/** `work`, or the deadline's reason if it passes first (a name's resolution cannot be cancelled, only left behind). */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) return Promise.reject(reasonOf(deadline));
  return new Promise<T>((resolve, reject) => {
    const onDeadline = () => reject(reasonOf(deadline));
    deadline.addEventListener('abort', onDeadline, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onDeadline));
  });
}

/** Why the deadline passed: sendOutbound aborts it with an Error saying so (AbortSignal types its reason `any`). */
function reasonOf(deadline: AbortSignal): Error {
  const reason: unknown = deadline.reason;
  return reason instanceof Error ? reason : new Error(String(reason));
}

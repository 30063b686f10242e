import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ANSWER_CAP_BYTES,
  RefusedDestination,
  type Resolve,
  type ResolvedAddress,
} from '../../../lambdas/adapters/outbound/request.js';
import { WebPushService } from '../../../lambdas/adapters/web-push.js';
import { HttpWebhookPoster } from '../../../lambdas/adapters/webhook-poster.js';
import { TestBrowserKeys } from '../support/fake-push-service.js';
import { eventually, HostileServer } from '../support/hostile-server.js';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' };
const browser = new TestBrowserKeys();
const PUSH_OPTIONS = { ttl: 60, topic: 'game-seat', urgency: 'normal' } as const;

/** The two senders, one interface: send to `url`, resolve on success, throw on failure. */
interface Sender {
  name: string;
  send(url: string): Promise<unknown>;
}
interface SenderOptions {
  loopback: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
}
const senders: ((options: SenderOptions) => Sender)[] = [
  (options) => {
    const service = new WebPushService(vapid, options);
    return {
      name: 'push',
      send: (url) => service.send({ endpoint: url, keys: browser.json }, '{"n":1}', PUSH_OPTIONS),
    };
  },
  (options) => {
    const poster = new HttpWebhookPoster(options);
    return { name: 'webhook', send: (url) => poster.post(url, { content: 'line', text: 'line' }) };
  },
];

/** A resolver answering from a table, counting the questions. */
function resolverOf(table: Record<string, string[] | ((n: number) => string[])>): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof entry === 'function' ? entry(asked.filter((h) => h === hostname).length) : entry;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

async function refusal(send: Promise<unknown>): Promise<Error> {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  if (err === null) throw new Error('the send went through');
  if (!(err instanceof Error)) throw new Error('the send failed with something other than an Error', { cause: err });
  return err;
}

let server: HostileServer;
beforeAll(async () => {
  server = await HostileServer.start();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  server.exchanges.length = 0;
  server.connections = 0;
});

// Where a hostile seat would aim a push endpoint or webhook: the metadata service, the private
// networks, this machine, in every spelling, and a name that resolves to any of them.
const HOSTILE_ADDRESSES = [
  '169.254.169.254',
  'fd00:ec2::254',
  '169.254.170.2',
  '10.0.0.1',
  '10.255.255.254',
  '192.168.1.1',
  '172.16.0.1',
  '172.31.255.254',
  '100.64.0.1',
  '127.0.0.1',
  '127.0.0.2',
  '::1',
  '0.0.0.0',
  '::',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  '224.0.0.1',
  'ff02::1',
  '255.255.255.255',
  '::ffff:127.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:a9fe:a9fe',
  '::ffff:10.0.0.1',
  '64:ff9b::a9fe:a9fe',
];

describe('the push and webhook senders connect only to public addresses', () => {
  for (const make of senders) {
    const name = make({ loopback: false }).name;

    it(`${name}: refuses an IP address of this machine in any spelling, before connecting`, async () => {
      const sender = make({ loopback: false });
      const port = server.port;
      for (const url of [
        `https://127.0.0.1:${port}/x`,
        `http://127.0.0.1:${port}/x`,
        `https://0177.0.0.1:${port}/x`,
        `https://2130706433:${port}/x`,
        `https://0x7f000001:${port}/x`,
        `https://0x7f.1:${port}/x`,
        `https://127.1:${port}/x`,
        `https://[::ffff:127.0.0.1]:${port}/x`,
        `https://[::ffff:7f00:1]:${port}/x`,
        `https://[::1]:${port}/x`,
      ]) {
        const err = await refusal(sender.send(url));
        expect(err, url).toBeInstanceOf(RefusedDestination);
        expect(err.message, url).toMatch(/is a loopback address: this server does not connect there/);
      }
      expect(server.connections).toBe(0);
    });

    it(`${name}: refuses a name that resolves to a private, loopback, link-local, unique-local, metadata, unspecified or multicast address`, async () => {
      for (const address of HOSTILE_ADDRESSES) {
        const resolve = resolverOf({ 'fcm.googleapis.com': [address], 'discord.com': [address] });
        const sender = make({ loopback: false, resolve });
        const err = await refusal(
          sender.send(
            name === 'push' ? 'https://fcm.googleapis.com/fcm/send/x' : 'https://discord.com/api/webhooks/1/a',
          ),
        );
        expect(err, address).toBeInstanceOf(RefusedDestination);
        expect(err.message, address).toMatch(
          new RegExp(
            `resolves to ${address.replace(/[.]/g, '\\.')}, which is a (metadata|unspecified|loopback|private|link-local|unique-local|multicast|reserved) address`,
          ),
        );
        expect(resolve.asked.length, address).toBe(1);
      }
      // One private address among public ones is enough: the connection could land on any of them.
      const mixed = make({
        loopback: false,
        resolve: resolverOf({
          'fcm.googleapis.com': ['142.250.180.10', '10.0.0.7'],
          'discord.com': ['162.159.128.233', '10.0.0.7'],
        }),
      });
      const err = await refusal(
        mixed.send(name === 'push' ? 'https://fcm.googleapis.com/fcm/send/x' : 'https://discord.com/api/webhooks/1/a'),
      );
      expect(err.message).toMatch(/resolves to 10\.0\.0\.7, which is a private address/);
    });

    it(`${name}: on the local stack reaches http://127.0.0.1 and nothing else private`, async () => {
      const sender = make({ loopback: true });
      await sender.send(`${server.origin}/ok`);
      expect(server.exchanges.map((e) => e.path)).toEqual(['/ok']);
      for (const url of [
        `http://127.0.0.2:${server.port}/x`,
        `http://[::1]:${server.port}/x`,
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/x',
      ]) {
        expect(await refusal(sender.send(url)), url).toBeInstanceOf(RefusedDestination);
      }
      expect(server.exchanges.length).toBe(1);
    });

    it(`${name}: connects to the address it checked, without asking DNS again (a rebinding name cannot swap it)`, async () => {
      // The name's first answer is the one checked; any later answer would be the cloud's metadata service.
      const resolve = resolverOf({ 'rebinding.test': (n) => (n === 1 ? ['127.0.0.1'] : ['169.254.169.254']) });
      const sender = make({ loopback: true, resolve });
      await sender.send(`http://rebinding.test:${server.port}/pinned`);
      expect(server.exchanges.map((e) => e.path)).toEqual(['/pinned']);
      expect(resolve.asked).toEqual(['rebinding.test']);
    });
  }
});

describe('the push and webhook senders read a few kilobytes of an answer and give up at their deadline', () => {
  for (const make of senders) {
    const name = make({ loopback: true }).name;

    it(`${name}: a 400 MB answer is cut off after the first few kilobytes, and the sender goes on`, async () => {
      // A deadline far beyond the test's: only the cap can end the exchange early.
      const sender = make({ loopback: true, timeoutMs: 600_000 });
      await sender.send(`${server.origin}/huge/${name === 'push' ? 201 : 200}`);
      await eventually(() => server.exchanges.at(0)?.closedEarly === true);
      const [exchange] = server.exchanges;
      expect(exchange.finished).toBe(false);
      // What the server wrote before the client hung up: socket buffers, not the answer.
      expect(exchange.written).toBeLessThan(HostileServer.HUGE_ANSWER_BYTES / 10);
    }, 180_000);

    it(`${name}: a refusal with a 400 MB body fails with the status and the body's beginning, no more`, async () => {
      const sender = make({ loopback: true, timeoutMs: 600_000 });
      const err = await refusal(sender.send(`${server.origin}/huge/500`));
      expect(err.message).toMatch(/answered HTTP 500: x+$/);
      expect(err.message.length).toBeLessThan(300);
      await eventually(() => server.exchanges.at(0)?.closedEarly === true);
      expect(server.exchanges[0].written).toBeLessThan(HostileServer.HUGE_ANSWER_BYTES / 10);
    }, 180_000);

    it(`${name}: a service that never answers, or answers a byte at a time forever, is cut off at the deadline`, async () => {
      const sender = make({ loopback: true, timeoutMs: 300 });
      for (const path of ['/silent', '/trickle/201']) {
        server.exchanges.length = 0;
        const err = await refusal(sender.send(`${server.origin}${path}`));
        expect(err.message, path).toBe(`127.0.0.1:${server.port} did not answer within 300 ms`);
        await eventually(() => server.exchanges.at(0)?.closedEarly === true);
      }
    }, 180_000);
  }

  it("the cap is a few kilobytes: enough for a service's error message", () => {
    expect(ANSWER_CAP_BYTES).toBeGreaterThanOrEqual(1024);
    expect(ANSWER_CAP_BYTES).toBeLessThanOrEqual(16 * 1024);
  });
});

import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParameterStore } from '../../../lambdas/adapters/ssm/parameter-store.js';
import type { Ports } from '../../../lambdas/app/ports.js';
import { FakePushService, TestBrowserKeys, verifyVapid } from '../support/fake-push-service.js';
import { memoryPorts } from '../support/memory-ports.js';

// The notifying functions' ports on AWS (lambdas/handlers/notify-ports.ts): the system's ports,
// and pushes signed with the stack's key pair, the private half read once from Parameter Store.
// The fake push service listens on 127.0.0.1, which the senders reach only where the local
// stack's LOOPBACK_HOOKS says so; `loopbackHooks` is what the system's ports were given.
const setting = vi.hoisted(() => ({ loopbackHooks: true }));
vi.mock('../../../lambdas/handlers/ports.js', () => ({
  systemPorts: (): Ports => {
    const ports = memoryPorts();
    return { ...ports, limits: { ...ports.limits!, loopbackHooks: setting.loopbackHooks } };
  },
}));
const { forgetVapidKeys, notifyPorts, vapidKeysFromEnv } = await import('../../../lambdas/handlers/notify-ports.js');

const keys = webpush.generateVAPIDKeys();
const PARAMETER = '/Tradewinds-test/vapid/private';

/** Parameter Store holding the private key, counting its reads; `failing` makes reads fail as SSM would when denied. */
const reads: string[] = [];
let failing = false;
const store: ParameterStore = {
  async get(name) {
    reads.push(name);
    if (failing) throw new Error('SSM refused GetParameter (HTTP 400, AccessDeniedException)');
    return name === PARAMETER ? keys.privateKey : null;
  },
  async create() {
    throw new Error('the notifier never writes parameters');
  },
  async delete() {
    throw new Error('the notifier never deletes parameters');
  },
};

const saved = { ...process.env };
let service: FakePushService;
beforeAll(async () => {
  service = await FakePushService.start();
});
afterAll(async () => {
  await service.close();
  process.env = saved;
});
beforeEach(() => {
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY_PARAMETER = PARAMETER;
  process.env.VAPID_SUBJECT = 'mailto:ops@example.com';
  reads.length = 0;
  failing = false;
  setting.loopbackHooks = true;
  forgetVapidKeys(() => vapidKeysFromEnv(() => store));
});

describe('the VAPID keys of the notifying functions', () => {
  it('the public key from the environment, the private key from the SecureString it names', async () => {
    expect(await vapidKeysFromEnv(() => store)).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    expect(reads).toEqual([PARAMETER]);
  });

  it('a missing setting or parameter is an error naming it', async () => {
    await expect(vapidKeysFromEnv(() => store, { VAPID_PUBLIC_KEY: keys.publicKey })).rejects.toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY_PARAMETER are not set/,
    );
    await expect(
      vapidKeysFromEnv(() => store, {
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY_PARAMETER: '/other/vapid/private',
      }),
    ).rejects.toThrow(
      "the VAPID private key parameter /other/vapid/private does not exist: the stack's VapidKeys resource creates it",
    );
  });

  it('pushes are signed with the pair (the JWT verifies against the public key) and name the subject; the key is read once per warm function', async () => {
    const browser = new TestBrowserKeys();
    for (let i = 0; i < 2; i++) {
      const ports = await notifyPorts();
      expect(
        await ports.push.send({ endpoint: `${service.origin}/push/${i}`, keys: browser.json }, `{"n":${i}}`, {
          ttl: 60,
          topic: 'game-seat',
          urgency: 'normal',
        }),
      ).toBe('ok');
    }
    expect(reads).toEqual([PARAMETER]);
    for (let i = 0; i < 2; i++) {
      const [req] = service.to(`/push/${i}`);
      expect(verifyVapid(req.headers.authorization, keys.publicKey, service.origin).sub).toBe('mailto:ops@example.com');
      expect(JSON.parse(browser.decrypt(req.body))).toEqual({ n: i });
      expect(req.headers).toMatchObject({ ttl: '60', topic: 'game-seat', urgency: 'normal' });
    }
  });

  it('as on AWS (no LOOPBACK_HOOKS), neither sender reaches this machine: nothing arrives', async () => {
    setting.loopbackHooks = false;
    const ports = await notifyPorts();
    const browser = new TestBrowserKeys();
    await expect(
      ports.push.send({ endpoint: `${service.origin}/push/aws`, keys: browser.json }, '{}', {
        ttl: 60,
        topic: 't',
        urgency: 'normal',
      }),
    ).rejects.toThrow(/127\.0\.0\.1 is a loopback address/);
    await expect(ports.webhooks.post(`${service.origin}/hook/aws`, { text: 'x' })).rejects.toThrow(
      /127\.0\.0\.1 is a loopback address/,
    );
    expect(service.to('/push/aws')).toEqual([]);
    expect(service.to('/hook/aws')).toEqual([]);
  });

  it('a failed read fails the invocation and is tried again by the next', async () => {
    failing = true;
    await expect(notifyPorts()).rejects.toThrow(/AccessDeniedException/);
    failing = false;
    await expect(notifyPorts()).resolves.toHaveProperty('push');
    expect(reads).toEqual([PARAMETER, PARAMETER]);
  });
});

import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import type { ParameterStore } from '../../../lambdas/adapters/ssm/parameter-store.js';
import { cachedVapidKeys, vapidParameterNames } from '../../../lambdas/adapters/ssm/vapid-keys.js';
import { onEvent } from '../../../lambdas/handlers/vapid-keys.js';

/** Parameter Store in memory, with the types it was given. */
class MemoryStore implements ParameterStore {
  readonly values = new Map<string, { value: string; type: string }>();
  readonly calls: string[] = [];
  async get(name: string) {
    this.calls.push(`get ${name}`);
    return this.values.get(name)?.value ?? null;
  }
  async create(name: string, value: string, type: 'String' | 'SecureString') {
    this.calls.push(`create ${name}`);
    if (this.values.has(name)) return false;
    this.values.set(name, { value, type });
    return true;
  }
  async delete(name: string) {
    this.calls.push(`delete ${name}`);
    this.values.delete(name);
  }
}

const names = vapidParameterNames('Tradewinds-dev');
const props = (removeOnDelete = 'true') => ({
  ServiceToken: 'arn:token',
  PrivateParameter: names.privateKey,
  PublicParameter: names.publicKey,
  RemoveOnDelete: removeOnDelete,
});
const base = {
  ServiceToken: 'arn:token',
  ResponseURL: 'https://example.invalid',
  StackId: 'stack',
  RequestId: 'r',
  LogicalResourceId: 'VapidKeys',
  ResourceType: 'Custom::VapidKeys',
};
const create = (p = props()): CloudFormationCustomResourceEvent => ({
  ...base,
  RequestType: 'Create',
  ResourceProperties: p,
});
const update = (p = props()): CloudFormationCustomResourceEvent => ({
  ...base,
  RequestType: 'Update',
  PhysicalResourceId: names.privateKey,
  ResourceProperties: p,
  OldResourceProperties: p,
});
const remove = (p: Record<string, unknown> = props()): CloudFormationCustomResourceEvent => ({
  ...base,
  RequestType: 'Delete',
  PhysicalResourceId: names.privateKey,
  ResourceProperties: p as never,
});

describe('the VapidKeys custom resource', () => {
  it('parameter names: /<stack>/vapid/private and /<stack>/vapid/public', () => {
    expect(names).toEqual({ privateKey: '/Tradewinds-dev/vapid/private', publicKey: '/Tradewinds-dev/vapid/public' });
  });

  it('Create makes a web-push key pair: the private key a SecureString, the public key a String and the answer (never the private key)', async () => {
    const store = new MemoryStore();
    const answer = await onEvent(create(), store);
    const priv = store.values.get(names.privateKey)!;
    const pub = store.values.get(names.publicKey)!;
    expect(priv.type).toBe('SecureString');
    expect(pub.type).toBe('String');
    expect(answer).toEqual({ PhysicalResourceId: names.privateKey, Data: { PublicKey: pub.value } });
    expect(JSON.stringify(answer)).not.toContain(priv.value);
    // A real P-256 pair: 65-byte uncompressed public point, 32-byte private scalar, which web-push accepts.
    expect(Buffer.from(pub.value, 'base64url')).toHaveLength(65);
    expect(Buffer.from(priv.value, 'base64url')).toHaveLength(32);
    expect(() =>
      webpush.getVapidHeaders('https://push.example.com', 'mailto:ops@example.com', pub.value, priv.value, 'aes128gcm'),
    ).not.toThrow();
  });

  it('Update never makes a new pair: the same public key comes back and nothing is written', async () => {
    const store = new MemoryStore();
    const first = await onEvent(create(), store);
    const before = new Map(store.values);
    store.calls.length = 0;
    const again = await onEvent(update(), store);
    expect(again).toEqual(first);
    expect(store.values).toEqual(before);
    expect(store.calls.filter((c) => !c.startsWith('get'))).toEqual([]);
  });

  it('a Create that finds both keys (the stack deployed again after a delete that kept them) keeps them', async () => {
    const store = new MemoryStore();
    const first = await onEvent(create(), store);
    const again = await onEvent(create(), store);
    expect(again.Data).toEqual(first.Data);
  });

  it('a half-made pair (the private key alone, from a failed Create) is replaced by a whole new pair', async () => {
    const store = new MemoryStore();
    store.values.set(names.privateKey, { value: 'left-over', type: 'SecureString' });
    const answer = await onEvent(create(), store, () => ({ publicKey: 'PUB', privateKey: 'PRIV' }));
    expect(answer.Data).toEqual({ PublicKey: 'PUB' });
    expect(store.values.get(names.privateKey)).toEqual({ value: 'PRIV', type: 'SecureString' });
  });

  it('Delete removes both parameters in dev (RemoveOnDelete true) and keeps them in prod', async () => {
    const dev = new MemoryStore();
    await onEvent(create(), dev);
    await onEvent(remove(), dev);
    expect(dev.values.size).toBe(0);
    const prod = new MemoryStore();
    await onEvent(create(props('false')), prod);
    expect(await onEvent(remove(props('false')), prod)).toEqual({ PhysicalResourceId: names.privateKey });
    expect(prod.values.size).toBe(2);
  });

  it('bad properties are refused with what was expected, and nothing is written', async () => {
    const store = new MemoryStore();
    await expect(onEvent(create({ ...props(), PrivateParameter: 'no-slash' }), store)).rejects.toThrow(
      /PrivateParameter must be a parameter path like \/stack\/vapid\/private; got "no-slash"/,
    );
    await expect(onEvent(create({ ...props(), PublicParameter: names.privateKey }), store)).rejects.toThrow(
      /must differ/,
    );
    await expect(onEvent(create({ ...props(), RemoveOnDelete: 'yes' }), store)).rejects.toThrow(
      /RemoveOnDelete is 'true' or 'false'; got "yes"/,
    );
    expect(store.calls).toEqual([]);
    // A Delete after such a failed Create has nothing to remove, and succeeds.
    expect(await onEvent(remove({ PrivateParameter: 'no-slash' }), store)).toEqual({
      PhysicalResourceId: names.privateKey,
    });
    expect(store.calls).toEqual([]);
  });
});

describe('the VAPID keys, cached per warm function', () => {
  it('read once; a failed read is not kept', async () => {
    let reads = 0;
    let fail = true;
    const keys = cachedVapidKeys(async () => {
      reads++;
      if (fail) throw new Error('SSM down');
      return { publicKey: 'p', privateKey: 's' };
    });
    await expect(keys()).rejects.toThrow('SSM down');
    fail = false;
    expect(await keys()).toEqual({ publicKey: 'p', privateKey: 's' });
    expect(await keys()).toEqual({ publicKey: 'p', privateKey: 's' });
    expect(reads).toBe(2);
  });
});

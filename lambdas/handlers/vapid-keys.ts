import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import webpush from 'web-push';
import { parameterStoreFromEnv, type ParameterStore } from '../adapters/ssm/parameter-store.js';
import type { VapidKeys } from '../adapters/ssm/vapid-keys.js';

/**
 * The VapidKeys custom resource (infra/constructs/notifications.ts), run by the CDK provider
 * framework. CloudFormation cannot create a SecureString, so this function does: on Create it
 * generates a VAPID key pair with web-push and stores the private key as a SecureString and the
 * public key as a String. The pair is made once: every browser subscription is bound to the
 * public key, so a new pair would silently end every player's notifications. An Update (any
 * deploy that touches the resource) and a Create that finds both keys already there (a stack
 * deleted with RemoveOnDelete false and deployed again) keep the pair they find.
 * The answer's data is the public key only: CloudFormation keeps attributes in the clear.
 */
export interface VapidResourceProps {
  PrivateParameter: string;
  PublicParameter: string;
  /** 'true': the parameters are deleted with the resource (dev); otherwise they outlive it (prod). */
  RemoveOnDelete?: string;
}

export interface ProviderAnswer {
  PhysicalResourceId: string;
  Data?: { PublicKey: string };
}

const PARAMETER_NAME = /^\/[A-Za-z0-9_.\-/]{1,1010}$/;

function propsOf(event: CloudFormationCustomResourceEvent): VapidResourceProps {
  const p = event.ResourceProperties as unknown as Partial<VapidResourceProps>;
  for (const key of ['PrivateParameter', 'PublicParameter'] as const) {
    const name = p[key];
    if (typeof name !== 'string' || !PARAMETER_NAME.test(name))
      throw new Error(
        `VapidKeys: ${key} must be a parameter path like /stack/vapid/private; got ${JSON.stringify(name)}`,
      );
  }
  if (p.PrivateParameter === p.PublicParameter)
    throw new Error('VapidKeys: PrivateParameter and PublicParameter must differ');
  if (p.RemoveOnDelete !== undefined && p.RemoveOnDelete !== 'true' && p.RemoveOnDelete !== 'false') {
    throw new Error(`VapidKeys: RemoveOnDelete is 'true' or 'false'; got ${JSON.stringify(p.RemoveOnDelete)}`);
  }
  return p as VapidResourceProps;
}

/** The pair under these names: the one found when both are there, else a new one (a half-made pair from a failed Create is replaced). */
async function ensureKeys(
  store: ParameterStore,
  props: VapidResourceProps,
  generate: () => VapidKeys,
): Promise<string> {
  const [privateKey, publicKey] = await Promise.all([
    store.get(props.PrivateParameter),
    store.get(props.PublicParameter),
  ]);
  if (privateKey !== null && publicKey !== null) return publicKey;
  await Promise.all([store.delete(props.PrivateParameter), store.delete(props.PublicParameter)]);
  const keys = generate();
  const created = [
    await store.create(
      props.PrivateParameter,
      keys.privateKey,
      'SecureString',
      'Web Push VAPID private key (made once by the VapidKeys custom resource)',
    ),
    await store.create(
      props.PublicParameter,
      keys.publicKey,
      'String',
      'Web Push VAPID public key, sent to browsers in config.json',
    ),
  ];
  // Another run of this resource got there between the delete and the create: read its pair back.
  if (!created[0] || !created[1]) {
    const again = await store.get(props.PublicParameter);
    if (again === null || (await store.get(props.PrivateParameter)) === null)
      throw new Error('VapidKeys: the key parameters changed while they were being made; deploy again');
    return again;
  }
  return keys.publicKey;
}

export async function onEvent(
  event: CloudFormationCustomResourceEvent,
  store: ParameterStore,
  generate: () => VapidKeys = () => webpush.generateVAPIDKeys(),
): Promise<ProviderAnswer> {
  if (event.RequestType === 'Delete') {
    // A Delete of a resource whose Create failed carries whatever was sent; nothing was made then.
    let props: VapidResourceProps;
    try {
      props = propsOf(event);
    } catch {
      return { PhysicalResourceId: event.PhysicalResourceId };
    }
    if (props.RemoveOnDelete === 'true')
      await Promise.all([store.delete(props.PrivateParameter), store.delete(props.PublicParameter)]);
    return { PhysicalResourceId: event.PhysicalResourceId };
  }
  const props = propsOf(event);
  const publicKey = await ensureKeys(store, props, generate);
  // The private key's parameter names the resource: a new name is a new pair, and CloudFormation deletes the old resource.
  return { PhysicalResourceId: props.PrivateParameter, Data: { PublicKey: publicKey } };
}

export async function handler(event: CloudFormationCustomResourceEvent): Promise<ProviderAnswer> {
  return onEvent(event, parameterStoreFromEnv());
}

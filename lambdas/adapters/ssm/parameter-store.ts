import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Checksum } from '@smithy/types';

/**
 * SSM Parameter Store's three calls we make, as signed HTTPS requests. SSM speaks JSON 1.1
 * over one POST, and the SDK's own SigV4 signer (@smithy/signature-v4, which every AWS SDK
 * client of ours already carries) signs it: a page of code instead of @aws-sdk/client-ssm in
 * the notifier's bundle, which web-push already brings near its size limit.
 * Credentials come from the environment, as Lambda provides them.
 */
export interface ParameterStore {
  /** The parameter's value, decrypted if it is a SecureString; null when there is no such parameter. */
  get(name: string): Promise<string | null>;
  /** Creates the parameter; false (and nothing written) when it exists already. */
  create(name: string, value: string, type: 'String' | 'SecureString', description: string): Promise<boolean>;
  /** Deletes it; a parameter that is already gone is fine. */
  delete(name: string): Promise<void>;
}

/** What SSM answered when it refused: its error type (`ParameterNotFound`, `AccessDeniedException`, ...) and message. */
export class ParameterStoreError extends Error {
  constructor(
    readonly type: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ParameterStoreError';
  }
}

export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface SsmOptions {
  region: string;
  credentials: () => AwsCredentialIdentity;
  /** https://ssm.<region>.amazonaws.com unless given (AWS_ENDPOINT_URL_SSM). */
  endpoint?: string;
  fetch?: Fetch;
}

/** What NodeSha256 needs of node:crypto's Hash and Hmac alike. */
interface Digester {
  update(data: Uint8Array): unknown;
  digest(): Buffer;
}

/** SHA-256 and its HMAC for the signer, from node:crypto. */
class NodeSha256 implements Checksum {
  private hash: Digester;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: Uint8Array | string): void {
    this.hash.update(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    throw new Error('NodeSha256 is used once');
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/**
 * SSM's answers are small (a parameter's value is at most 8 KB, with its name and metadata
 * around it); an endpoint that sends more is not SSM, and what it sends is not kept.
 */
export const SSM_ANSWER_CAP_BYTES = 64 * 1024;

/**
 * fetch with a deadline over the whole exchange, reading at most SSM_ANSWER_CAP_BYTES. The
 * endpoint is the operator's (the region's SSM, or AWS_ENDPOINT_URL_SSM), never a seat's, so
 * it is not held to public addresses: a VPC endpoint for SSM resolves to private ones.
 */
const cappedFetch: Fetch = async (url, init) => {
  const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(5_000) });
  return {
    status: res.status,
    async text() {
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = res.body?.getReader();
      if (!reader) return '';
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        size += read.value.length;
        if (size > SSM_ANSWER_CAP_BYTES) {
          // Cancelling the body closes the connection: the rest is never read.
          await reader.cancel();
          throw new AnswerTooLarge();
        }
        chunks.push(read.value);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
  };
};

class AnswerTooLarge extends Error {}

export class SsmParameterStore implements ParameterStore {
  private readonly url: URL;
  private readonly signer: SignatureV4;
  private readonly fetch: Fetch;

  constructor(options: SsmOptions) {
    this.url = new URL(options.endpoint ?? `https://ssm.${options.region}.amazonaws.com/`);
    this.signer = new SignatureV4({
      service: 'ssm',
      region: options.region,
      credentials: () => Promise.resolve(options.credentials()),
      sha256: NodeSha256,
    });
    this.fetch = options.fetch ?? cappedFetch;
  }

  async get(name: string): Promise<string | null> {
    try {
      const out = (await this.call('GetParameter', { Name: name, WithDecryption: true })) as {
        Parameter?: { Value?: string };
      };
      const value = out.Parameter?.Value;
      if (typeof value !== 'string')
        throw new ParameterStoreError('MalformedAnswer', 200, `SSM answered GetParameter ${name} without a value`);
      return value;
    } catch (err) {
      if (err instanceof ParameterStoreError && err.type === 'ParameterNotFound') return null;
      throw err;
    }
  }

  async create(name: string, value: string, type: 'String' | 'SecureString', description: string): Promise<boolean> {
    try {
      await this.call('PutParameter', {
        Name: name,
        Value: value,
        Type: type,
        Description: description,
        Overwrite: false,
        Tier: 'Standard',
      });
      return true;
    } catch (err) {
      if (err instanceof ParameterStoreError && err.type === 'ParameterAlreadyExists') return false;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await this.call('DeleteParameter', { Name: name });
    } catch (err) {
      if (err instanceof ParameterStoreError && err.type === 'ParameterNotFound') return;
      throw err;
    }
  }

  private async call(operation: string, input: Record<string, unknown>): Promise<unknown> {
    const body = JSON.stringify(input);
    const signed = await this.signer.sign({
      method: 'POST',
      protocol: this.url.protocol,
      hostname: this.url.hostname,
      port: this.url.port ? Number(this.url.port) : undefined,
      path: this.url.pathname,
      query: {},
      headers: {
        host: this.url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AmazonSSM.${operation}`,
      },
      body,
    });
    const res = await this.fetch(this.url.toString(), { method: 'POST', headers: signed.headers, body });
    const text = await res.text().catch((err: unknown) => {
      if (err instanceof AnswerTooLarge)
        throw new ParameterStoreError(
          'MalformedAnswer',
          res.status,
          `SSM answered ${operation} with more than ${SSM_ANSWER_CAP_BYTES} bytes`,
        );
      throw err;
    });
    let parsed: Record<string, unknown>;
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new ParameterStoreError(
        'MalformedAnswer',
        res.status,
        `SSM answered ${operation} with HTTP ${res.status} and no JSON`,
      );
    }
    if (res.status >= 300) {
      // The type arrives as `ParameterNotFound` or `com.amazonaws...#ParameterNotFound`.
      const qualified = textOf(parsed.__type) ?? 'Unknown';
      const type = qualified.slice(qualified.lastIndexOf('#') + 1);
      const message = textOf(parsed.message) ?? textOf(parsed.Message) ?? '';
      throw new ParameterStoreError(
        type,
        res.status,
        `SSM refused ${operation} (HTTP ${res.status}, ${type})${message ? `: ${message}` : ''}`,
      );
    }
    return parsed;
  }
}

/** A field of SSM's error answer, which is text whenever it is there. */
function textOf(field: unknown): string | undefined {
  return typeof field === 'string' ? field : undefined;
}

/** Lambda's credentials, from its environment. */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): AwsCredentialIdentity {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set: SSM is called with the credentials Lambda puts in the environment',
    );
  return { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN || undefined };
}

/** The parameter store of this function's region (AWS_REGION, which Lambda sets). */
export function parameterStoreFromEnv(env: NodeJS.ProcessEnv = process.env): SsmParameterStore {
  const region = env.AWS_REGION;
  if (!region) throw new Error('AWS_REGION is not set: it names the region whose Parameter Store holds the VAPID keys');
  return new SsmParameterStore({
    region,
    credentials: () => credentialsFromEnv(env),
    endpoint: env.AWS_ENDPOINT_URL_SSM || undefined,
  });
}

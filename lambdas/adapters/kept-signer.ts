import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Provider } from '@smithy/types';

/** What a signer takes from its client's resolved configuration. */
interface SigningConfig {
  credentials: Provider<AwsCredentialIdentity> | AwsCredentialIdentity;
  region: Provider<string> | string;
  sha256: ConstructorParameters<typeof SignatureV4>[0]['sha256'];
}

/**
 * An SDK client's `signer` option: one SigV4 signer for the client's life, made from its resolved
 * configuration on the first request. Left to itself the SDK makes a new signer for every request
 * (copying the whole client configuration into it), so the signer's cache of the day's signing key
 * is always empty and every request derives the key again: four HMACs, besides the copy. With one
 * signer a request makes two. The region and service of each request still come with it (its auth
 * scheme), and the credentials are the client's own provider, refreshed as before.
 * `client` is called only once the client exists: `signer: keptSigner('dynamodb', () => client)`.
 */
export function keptSigner(service: string, client: () => { config: SigningConfig }): () => Promise<SignatureV4> {
  let signer: SignatureV4 | undefined;
  return () => {
    if (!signer) {
      const { credentials, region, sha256 } = client().config;
      signer = new SignatureV4({ credentials, region, service, sha256, uriEscapePath: true });
    }
    return Promise.resolve(signer);
  };
}

import type { HttpHandlerOptions, HttpRequest, HttpResponse } from '@smithy/types';

/**
 * What an SDK client sends its signed, serialized requests through: the SDK's own
 * `requestHandler` contract (`handle(request) => { response }`).
 */
export interface LocalTransport {
  handle(request: HttpRequest, options?: HttpHandlerOptions): Promise<{ response: HttpResponse }>;
  destroy?(): void;
}

/**
 * Transports the local stack registers for its own endpoints, so that the handlers' SDK
 * clients hand a request to the store or the WebSocket emulator in the same process
 * instead of over a loopback socket. Everything else about a call stays the SDK's:
 * middleware, serialization, signing, error parsing. On AWS nothing registers one, the
 * map stays empty and every client uses the network with its timeouts.
 */
const transports = new Map<string, LocalTransport>();

/** Registers `transport` for `endpoint` (as it appears in the handlers' configuration); returns its removal. */
export function registerLocalTransport(endpoint: string, transport: LocalTransport): () => void {
  transports.set(endpoint, transport);
  return () => {
    if (transports.get(endpoint) === transport) transports.delete(endpoint);
  };
}

export function localTransport(endpoint: string | undefined): LocalTransport | undefined {
  return endpoint === undefined ? undefined : transports.get(endpoint);
}

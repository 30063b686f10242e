import { nodeHashes } from '../../../lambdas/app/chain.js';
import { DiceKeys, memoryChainStore } from '../../../lambdas/protocol/dice-keys.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { seededRandom } from '../../../engine/core/random.js';

type Message = Record<string, unknown>;

/**
 * Links per chain of a test's device. A real device's chain has 10,000 (CHAIN_LENGTH, enough for a
 * long game many times over), and making one costs as many hashes: over the backend files' hundreds
 * of games that was several CPU-seconds a file (7 s in fault-injection alone). A test's game never
 * comes near a thousand moves of one seat, and a chain used up is replaced as a real device's is.
 */
export const TEST_CHAIN_LENGTH = 1_000;

/**
 * What a test's client does that a real device does (the web client's table socket): it keeps
 * each seat's hash chain and adds the chain's `key`/`link` to every command that has none, sends
 * a command again with the corrected link when the server refuses its link (NO_KEY, BAD_LINK:
 * nothing was written), and prepares a table before a `create` that names no game id. A test
 * that sets `link` itself, or `gameId` on a create (even undefined), is sent as written.
 */
export class TestDevice {
  readonly keys: DiceKeys;
  /** Where the device keeps its chains' secrets (tests read them to play a forger). */
  readonly chains = memoryChainStore();

  constructor(random?: () => Uint8Array) {
    this.keys = new DiceKeys(this.chains, nodeHashes, random, TEST_CHAIN_LENGTH);
  }

  /** A create that must be prepared first (it names no game id). */
  static needsPrepare(message: Message): boolean {
    return message.action === 'create' && !('gameId' in message);
  }

  /** A command the device links (it carries no link of its own, and names its seat). */
  static linkable(message: Message): boolean {
    return (
      message.action === 'command' &&
      !('link' in message) &&
      typeof message.seat === 'number' &&
      typeof message.gameId === 'string' &&
      typeof message.commandId === 'string'
    );
  }

  /** The command with the seat's key and link added. */
  withLink(message: Message): Message {
    if (!TestDevice.linkable(message)) return message;
    return {
      ...message,
      ...this.keys.offer(message.gameId as string, message.seat as number, message.commandId as string),
    };
  }

  /** Learns the seat's key from an update to the seat. */
  observe(frame: ServerFrame): void {
    if (frame.type === 'update' && typeof frame.viewer === 'number' && frame.seatKey !== undefined)
      this.keys.observe(frame.gameId, frame.viewer, frame.seatKey);
  }

  /** The command again with the link the server's refusal points to, or null when `frame` is no such refusal of it. */
  resend(sent: Message, frame: ServerFrame): Message | null {
    if (frame.type !== 'error' || (frame.code !== 'BAD_LINK' && frame.code !== 'NO_KEY') || frame.seatKey === undefined)
      return null;
    if (frame.commandId !== sent.commandId || typeof sent.seat !== 'number' || typeof sent.gameId !== 'string')
      return null;
    const { key: _key, link: _link, ...rest } = sent;
    return { ...rest, ...this.keys.refused(sent.gameId, sent.seat, sent.commandId as string, frame.seatKey) };
  }
}

/**
 * Sends a message as a device would over a transport that answers each message with frames
 * (`raw`): a create without a game id is prepared first, a command gets its link, and a
 * refused link is corrected and the command sent again (at most twice).
 */
export async function sendAsDevice(
  device: TestDevice,
  raw: (message: object) => Promise<ServerFrame[]>,
  message: Message,
): Promise<ServerFrame[]> {
  let msg = message;
  if (TestDevice.needsPrepare(msg)) {
    const prepared = (await raw({ action: 'prepare', rules: msg.rules })).find((f) => f.type === 'prepared');
    // An unknown rule set is refused by the create itself.
    msg = { ...msg, gameId: prepared?.type === 'prepared' ? prepared.gameId : undefined };
  }
  if (!TestDevice.linkable(msg)) return raw(msg);
  let sent = device.withLink(msg);
  let frames = await raw(sent);
  for (let again = 0; again < 2; again++) {
    const resend = frames.map((f) => device.resend(sent, f)).find((m) => m !== null);
    if (!resend) break;
    sent = resend;
    frames = await raw(sent);
  }
  return frames;
}

/** 32-byte chain secrets from a seed: a device whose chains are the same in every run. */
export function seededBytes(seed: number): () => Uint8Array {
  const random = seededRandom(seed);
  return () => Uint8Array.from({ length: 32 }, () => random.int(0, 255));
}

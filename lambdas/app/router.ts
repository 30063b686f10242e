import { CLIENT_ACTIONS, clientMessageSchemas, type ClientAction, type ClientMessage } from '../protocol/client.js';
import { MAX_CLIENT_MESSAGE_BYTES } from '../protocol/limits.js';
import type { ServerFrame } from '../protocol/server.js';
import { createGame } from './create-game.js';
import { AppError, errorFrame } from './errors.js';
import { historyPages } from './history.js';
import { joinSeat } from './join-seat.js';
import type { Ports } from './ports.js';
import { runCommand } from './run-command.js';
import { subscribe } from './subscribe.js';

/** Turns a raw WebSocket message into a valid client message, or the error that explains why not. */
export function parseClientMessage(body: string | undefined): ClientMessage | AppError {
  const text = body ?? '';
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_CLIENT_MESSAGE_BYTES) {
    return new AppError('PAYLOAD_TOO_LARGE', `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes; this one has ${bytes}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new AppError('INVALID_JSON', 'The message is not valid JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return new AppError('SCHEMA', 'A message is a JSON object with an "action" field.');
  }
  const action = (json as { action?: unknown }).action;
  if (typeof action !== 'string') return new AppError('SCHEMA', 'The message has no "action" string.');
  if (!(CLIENT_ACTIONS as string[]).includes(action)) {
    return new AppError('UNKNOWN_ACTION', `Unknown action "${action.slice(0, 40)}"; expected one of ${CLIENT_ACTIONS.join(', ')}.`);
  }
  const parsed = clientMessageSchemas[action as ClientAction].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : action;
    return new AppError('SCHEMA', `${where}: ${issue?.message ?? 'malformed'}`);
  }
  return parsed.data;
}

/** The $default route: one message in, the frames for its sender out (broadcasts go out on the way). */
export async function handleMessage(ports: Ports, connectionId: string, body: string | undefined): Promise<ServerFrame[]> {
  const msg = parseClientMessage(body);
  if (msg instanceof AppError) return [errorFrame(msg)];
  try {
    switch (msg.action) {
      case 'create': return [await createGame(ports, msg)];
      case 'join': return [await joinSeat(ports, msg)];
      case 'subscribe': return await subscribe(ports, msg, connectionId);
      case 'command': return await runCommand(ports, msg);
      case 'history': return await historyPages(ports, msg);
      case 'ping': return [{ type: 'pong', requestId: msg.requestId }];
    }
  } catch (err) {
    return [errorFrame(err, msg.requestId)];
  }
}

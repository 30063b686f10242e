import {
  CLIENT_ACTIONS,
  clientMessageSchemas,
  readableRequestId,
  type ClientAction,
  type ClientMessage,
} from '../protocol/client.js';
import { MAX_CLIENT_MESSAGE_BYTES } from '../protocol/limits.js';
import type { ErrorCode } from '../protocol/codes.js';
import type { ServerFrame } from '../protocol/server.js';
import { setCalendarFeed } from './calendar/set-feed.js';
import { hideInChat, muteInChat, setChatSettings } from './chat/moderate.js';
import { postChat } from './chat/post.js';
import { createGame, prepareGame } from './create-game.js';
import { AppError, errorFrame, isUnexpected } from './errors.js';
import { historyPages } from './history.js';
import { joinSeat } from './join-seat.js';
import { readNotes, shareNotes, writeNote } from './notes/actions.js';
import { answerRematch, fillRematch, offerRematch } from './rematch/actions.js';
import { setNotify, setPresence, setWebhook } from './notify/settings.js';
import type { Ports } from './ports.js';
import { reportProblem } from './problems.js';
import { runCommand } from './run-command.js';
import { subscribe } from './subscribe.js';
import { requestView } from './view-request.js';

/** Transport's own cap (API Gateway closes a socket over 128 KB): past it a message is not even parsed. */
const MAX_PARSED_BYTES = 128 * 1024;

/** A refused message, with the requestId it carried when one could be read from it. */
export interface Refusal {
  error: AppError;
  requestId?: string;
}

/** Turns a raw WebSocket message into a valid client message, or the refusal that explains why not. */
export function parseClientMessage(body: string | undefined): ClientMessage | Refusal {
  const text = body ?? '';
  const bytes = Buffer.byteLength(text, 'utf8');
  let json: unknown;
  try {
    json = bytes <= MAX_PARSED_BYTES ? JSON.parse(text) : undefined;
  } catch {
    return { error: new AppError('INVALID_JSON', 'The message is not valid JSON.') };
  }
  const requestId = readableRequestId(json);
  const refuse = (code: ErrorCode, message: string): Refusal => ({ error: new AppError(code, message), requestId });
  if (bytes > MAX_CLIENT_MESSAGE_BYTES) {
    return refuse(
      'PAYLOAD_TOO_LARGE',
      `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes; this one has ${bytes}.`,
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return refuse('SCHEMA', 'A message is a JSON object with an "action" field.');
  }
  const action = 'action' in json ? json.action : undefined;
  if (typeof action !== 'string') return refuse('SCHEMA', 'The message has no "action" string.');
  if (!isClientAction(action)) {
    return refuse(
      'UNKNOWN_ACTION',
      `Unknown action "${action.slice(0, 40)}"; expected one of ${CLIENT_ACTIONS.join(', ')}.`,
    );
  }
  const parsed = clientMessageSchemas[action].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(0);
    const where = issue?.path.length ? issue.path.join('.') : action;
    return refuse('SCHEMA', `${where}: ${issue?.message ?? 'malformed'}`);
  }
  return parsed.data;
}

/** Whether `action` names one of the protocol's client messages (an own key of the schemas, never a prototype's). */
function isClientAction(action: string): action is ClientAction {
  return Object.hasOwn(clientMessageSchemas, action);
}

/** The $default route: one message in, the frames for its sender out (broadcasts go out on the way). */
export async function handleMessage(
  ports: Ports,
  connectionId: string,
  body: string | undefined,
): Promise<ServerFrame[]> {
  return answerMessage(ports, connectionId, parseClientMessage(body));
}

/** The frames for a message already parsed (the handler keeps the parse, to log what it was about). */
export async function answerMessage(
  ports: Ports,
  connectionId: string,
  msg: ClientMessage | Refusal,
): Promise<ServerFrame[]> {
  if ('error' in msg) return [errorFrame(msg.error, msg.requestId)];
  try {
    switch (msg.action) {
      case 'prepare':
        return [await prepareGame(ports, msg)];
      case 'create':
        return [await createGame(ports, msg)];
      case 'join':
        return [await joinSeat(ports, msg)];
      case 'subscribe':
        return await subscribe(ports, msg, connectionId);
      case 'view':
        return await requestView(ports, msg);
      case 'command':
        return await runCommand(ports, msg, connectionId);
      case 'history':
        return await historyPages(ports, msg);
      case 'ping':
        return [{ type: 'pong', requestId: msg.requestId }];
      case 'notify':
        return [await setNotify(ports, msg)];
      case 'webhook':
        return [await setWebhook(ports, msg, connectionId)];
      case 'presence':
        return [await setPresence(ports, msg, connectionId)];
      case 'chat':
        return await postChat(ports, msg, connectionId);
      case 'chat-mute':
        return [await muteInChat(ports, msg)];
      case 'chat-hide':
        return await hideInChat(ports, msg, connectionId);
      case 'chat-settings':
        return await setChatSettings(ports, msg, connectionId);
      case 'note':
        return await writeNote(ports, msg, connectionId);
      case 'notes':
        return await readNotes(ports, msg);
      case 'notes-share':
        return await shareNotes(ports, msg);
      case 'rematch':
        return await offerRematch(ports, msg, connectionId);
      case 'rematch-answer':
        return await answerRematch(ports, msg, connectionId);
      case 'rematch-fill':
        return await fillRematch(ports, msg, connectionId);
      case 'calendar':
        return [await setCalendarFeed(ports, msg)];
    }
  } catch (err) {
    if (isUnexpected(err)) {
      const gameId = 'gameId' in msg ? msg.gameId : undefined;
      reportProblem(ports, { kind: 'unexpected', gameId, detail: msg.action, error: err });
    }
    return [errorFrame(err, msg.requestId)];
  }
}

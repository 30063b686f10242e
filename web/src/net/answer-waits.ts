import { errorText } from '../i18n/errors.js';
import { msg } from '../i18n/i18n.js';

/** A frame answering one request: its type, and whatever else the server put in it. */
export type AnswerFrame = { type: string; requestId?: string } & Record<string, unknown>;

/** How long a one-frame request waits for its answer before the player is told. */
const ANSWER_WITHIN_MS = 15_000;

interface Waiting {
  resolve: (frame: AnswerFrame) => void;
  reject: (err: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The requests a table socket sent that the server answers with one frame (notify, webhook,
 * presence), by requestId: each waits for its answer or gives up after ANSWER_WITHIN_MS, so a
 * lost frame never leaves a promise hanging or a timer running.
 */
export class AnswerWaits {
  private readonly waits = new Map<string, Waiting>();

  /** Resolves with the answer to `requestId`, rejects with the server's refusal or when no answer comes in time. */
  expect(requestId: string): Promise<AnswerFrame> {
    return new Promise<AnswerFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waits.delete(requestId);
        reject(new Error(msg({ id: 'app.net.noAnswerRetry', defaultMessage: 'the server did not answer; try again' })));
      }, ANSWER_WITHIN_MS);
      this.waits.set(requestId, { resolve, reject, timer });
    });
  }

  /** Waits for the answer to `requestId` only to drop it: a best-effort request whose answer changes nothing. */
  ignore(requestId: string): void {
    const timer = setTimeout(() => this.waits.delete(requestId), ANSWER_WITHIN_MS);
    const drop = () => undefined;
    this.waits.set(requestId, { resolve: drop, reject: drop, timer });
  }

  /** Whether the frame answers a request waiting here: then it is settled, and true; else false. */
  answered(frame: AnswerFrame): boolean {
    const id = frame.requestId;
    const waiting = id !== undefined ? this.waits.get(id) : undefined;
    if (id === undefined || !waiting || frame.type === 'update' || frame.type === 'entries') return false;
    this.waits.delete(id);
    clearTimeout(waiting.timer);
    if (frame.type === 'error') waiting.reject(new Error(errorText(String(frame.code), String(frame.message))));
    else waiting.resolve(frame);
    return true;
  }

  /** The table was closed: every request still waiting is refused now, its timer stopped. */
  rejectAll(): void {
    for (const [id, waiting] of this.waits) {
      clearTimeout(waiting.timer);
      waiting.reject(
        new Error(
          msg({ id: 'app.net.closedBeforeAnswer', defaultMessage: 'the game was closed before the server answered' }),
        ),
      );
      this.waits.delete(id);
    }
  }
}

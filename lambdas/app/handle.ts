import { appendRecord, type Applied } from './append-record.js';
import type { Personal, WatchersAhead } from './broadcast.js';
import { loadGame, type LoadedGame } from './load-game.js';
import type { Ports, StoredCommand } from './ports.js';

/**
 * The one command handler: every record anyone writes to a game's log (a seat's move, a seat's
 * clock request, the system's move for a seat whose time ran out or that a bot plays) goes
 * through `handle`, the way Emmett's CommandHandler runs every command: load, decide, append
 * with the version expected, and on a version conflict load again and decide again, as the
 * retry policy allows. What differs between the callers is only what they decide and how
 * often they may try.
 */

/** What a caller makes of the game as it stands: a record to append at the next version, or an answer that needs none. */
export type Decided<A> = { kind: 'append'; record: StoredCommand } | { kind: 'answer'; answer: A };

/**
 * How many appends `handle` tries in all before it gives up: each lost one found a record
 * someone else got in first, which it reads before deciding again. There is no wait between
 * tries: a conflict means the new record is there to read already, so waiting gains nothing.
 */
export interface RetryPolicy {
  attempts: number;
}

/** What `handle` came to, with the game as it last read it. */
export type Handled<A> =
  | { kind: 'answered'; answer: A; game: LoadedGame }
  | ({ kind: 'applied' } & Applied)
  /** Every attempt lost its version to another writer. */
  | { kind: 'gave up'; game: LoadedGame };

/**
 * Decides on `loaded` and appends what was decided (append-record.ts: the conditional write,
 * the broadcast, the summary, the wakes). A VersionConflict reads the game again, consistently,
 * and decides again on what it finds, up to `retry.attempts` appends; a decision's refusal
 * (an AppError) and any other failure go to the caller as they are. `sender`: the connection
 * whose update carries its acceptance; `watchers`: the game's connections, read beside the loads.
 */
export async function handle<A>(
  ports: Ports,
  loaded: LoadedGame,
  decide: (game: LoadedGame) => Decided<A> | Promise<Decided<A>>,
  { retry, sender, watchers }: { retry: RetryPolicy; sender?: Personal; watchers?: WatchersAhead },
): Promise<Handled<A>> {
  let game = loaded;
  for (let attempt = 0; attempt < retry.attempts; attempt++) {
    const decided = await decide(game);
    if (decided.kind === 'answer') return { kind: 'answered', answer: decided.answer, game };
    const done = await appendRecord(ports, game, decided.record, { sender, watchers });
    if (done !== 'conflict') return { kind: 'applied', ...done };
    // Someone else took this version, or this very record did on an attempt whose answer was lost.
    game = await loadGame(ports, game.record.gameId);
  }
  return { kind: 'gave up', game };
}

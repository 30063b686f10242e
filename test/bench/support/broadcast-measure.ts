// The compute behind one command's broadcast, ours beside boardgame.io's (the anchor), measured
// in one run, taking turns so both meet the same load:
//
// - ours: a recorded 4-seat Manila game (house bots in every seat, fixed seed); per command the
//   schema parse, every watcher's frames as the broadcast builds and serializes them (four
//   seats and a spectator, each an update with its view, legal list and entries:
//   append-record.ts acceptedFrames) and the snapshot serialized; timed twice, with every
//   watcher taking whole views and with every watcher applying view patches (the web client's
//   way), the views of the version before kept as a warm handler keeps them;
// - theirs: Master.onUpdate of a Manila-like game written with its API (support/bgio-harbour.ts)
//   over an in-memory storage, four players, its transport serializing a filtered state for each
//   of them and for a spectator, as its socket transport does.
//
// Only the work one command costs is timed, on each side: ours from the parse to the snapshot's
// text, the game it runs on (states and records copied afresh, as a handler loads them) made just
// before and outside the timing; theirs the call to onUpdate, its storage's fetch and write
// included, the match's creation and the choice of the move outside. Garbage either side's timed
// work leaves is collected where the engine chooses, inside or after the timing, alike for both.
//
// Also: decide plus evolve against legalCommands plus countLegal plus nthLegal for the same
// command, and the average bytes of a Manila update frame, whole and patched. Each figure with
// the load average. Noisy on a shared machine: the ratios, taken turn by turn, hold better than
// the times.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Master } from 'boardgame.io/master';
import { createMatch, getFilterPlayerView, Sync } from 'boardgame.io/internal';
import type { LogEntry, PlayerID, Server, State } from 'boardgame.io';
import { botMove } from '../../../engine/core/bot.js';
import { countLegal, nthLegal } from '../../../engine/core/legal.js';
import { seededRandom } from '../../../engine/core/random.js';
import { manila } from '../../../engine/games/manila/index.js';
import type { AnyGame, Seat } from '../../../engine/core/types.js';
import { acceptedFrames } from '../../../lambdas/app/append-record.js';
import { frameJson } from '../../../lambdas/app/frames.js';
import { advance, snapshotFormat, type LoadedGame } from '../../../lambdas/app/load-game.js';
import type { GameRecord, StoredCommand } from '../../../lambdas/app/ports.js';
import { subscribedViewer, type AuthenticatedViewer } from '../../../lambdas/app/viewer.js';
import { harbour, harbourMove, type HarbourState } from './bgio-harbour.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SEATS = 4;
const SEED = 7;
const NOW = '2026-12-01T00:00:00.000Z';
const load = () => `load ${loadavg()[0].toFixed(2)}`;

// ---- ours: a recorded Manila game -------------------------------------------------------------

interface Step {
  before: LoadedGame;
  stored: StoredCommand;
  after: LoadedGame;
  seat: Seat;
}

function recordGame(game: AnyGame, seed: number): Step[] {
  const record: GameRecord = {
    gameId: 'bench',
    rules: game.id,
    options: game.defaultOptions,
    seats: Array.from({ length: SEATS }, (_, i) => ({ name: `Bot ${i + 1}`, open: false, tokenHash: null, bot: true })),
    status: 'playing',
    toAct: [],
    createdAt: NOW,
    updatedAt: NOW,
    version: 0,
    snapshot: null,
    commitment: null,
    seed: null,
    head: null,
    clock: null,
    nextDeadline: null,
  };
  const random = seededRandom(seed);
  const stored = (g: LoadedGame, actor: Seat | 'system', command: { type: string }): StoredCommand => {
    const decision = game.decide(g.state, command, { actor, now: NOW, random });
    if (!decision.ok) throw new Error(`the recorded game's command was refused: ${decision.message}`);
    return {
      version: g.version + 1,
      commandId: `c${g.version + 1}`,
      actor,
      at: NOW,
      eventVersion: game.eventVersion,
      events: decision.events,
      command,
      draws: null,
      prev: null,
      hash: null,
    };
  };
  let g: LoadedGame = {
    record,
    game,
    state: game.initialState(),
    version: 0,
    base: 0,
    tail: [],
    head: null,
    clock: null,
    dice: null,
    orders: null,
  };
  const start = { type: 'start', seats: SEATS, options: game.defaultOptions };
  g = advance(g, [stored(g, 'system', start)]);
  const steps: Step[] = [];
  while (!game.isTerminal(g.state)) {
    const toAct: Seat[] = game.toAct(g.state);
    const seat = toAct[0];
    const command = botMove(game, g.state, seat, random);
    if (!command) throw new Error(`seat ${seat} is to act with nothing legal`);
    const s = stored(g, seat, command);
    const after = advance(g, [s]);
    steps.push({ before: g, stored: s, after, seat });
    g = after;
  }
  return steps;
}

const steps = recordGame(manila, SEED);
const viewersOf = (gameId: string): AuthenticatedViewer[] =>
  [...Array.from({ length: SEATS }, (_, i) => i), null].map((seat) =>
    subscribedViewer({ connectionId: `c-${seat}`, gameId, seat, connectedAt: NOW, expiresAt: 0 }),
  );
const nowMs = Date.parse(NOW);

/**
 * What one command costs us from its parse to the snapshot. `patches`: every watcher's client
 * applies view patches (the web client does), so each update is patched against the version
 * before when that is smaller. Pushes the bytes of each watcher's frames onto `bytes`.
 */
function ourCommand(step: Step, viewers: AuthenticatedViewer[], patches: boolean, bytes?: number[]): void {
  const { game } = step.after;
  const parsed = game.commandSchema.safeParse(step.stored.command);
  if (!parsed.success) throw new Error('the recorded command no longer parses');
  const history = game.isTerminal(step.after.state) ? [...step.after.tail] : [];
  const framesFor = acceptedFrames(step.after, [step.stored], history, nowMs, step.before);
  for (const who of viewers) {
    const messages = framesFor(who, patches).map(frameJson);
    if (bytes) bytes.push(messages.reduce((n, m) => n + Buffer.byteLength(m), 0));
  }
  JSON.stringify({
    version: step.after.version,
    format: snapshotFormat(game),
    state: step.after.state,
    orders: step.after.orders,
  });
}

// ---- theirs: boardgame.io's Master over an in-memory storage ----------------------------------

class MemoryStorage extends Sync {
  private readonly states = new Map<string, State>();
  private readonly metadata = new Map<string, Server.MatchData>();
  private readonly logs = new Map<string, LogEntry[]>();

  override createMatch(matchID: string, opts: { initialState: State; metadata: Server.MatchData }): void {
    this.states.set(matchID, opts.initialState);
    this.metadata.set(matchID, opts.metadata);
  }
  setState(matchID: string, state: State, deltalog?: LogEntry[]): void {
    if (deltalog?.length) this.logs.set(matchID, [...(this.logs.get(matchID) ?? []), ...deltalog]);
    this.states.set(matchID, state);
  }
  setMetadata(matchID: string, metadata: Server.MatchData): void {
    this.metadata.set(matchID, metadata);
  }
  // The result's type follows the options asked for; `never` stands in for it, as the base class types it generically.
  fetch(matchID: string, opts: { state?: boolean; metadata?: boolean; log?: boolean }): never {
    return {
      ...(opts.state && { state: this.states.get(matchID) }),
      ...(opts.metadata && { metadata: this.metadata.get(matchID) }),
      ...(opts.log && { log: this.logs.get(matchID) ?? [] }),
    } as never;
  }
  wipe(matchID: string): void {
    this.states.delete(matchID);
    this.metadata.delete(matchID);
    this.logs.delete(matchID);
  }
  override listMatches(): string[] {
    return [...this.metadata.keys()];
  }
}

const storage = new MemoryStorage();
const filter = getFilterPlayerView(harbour);
const recipients: (PlayerID | null)[] = [...Array.from({ length: SEATS }, (_, i) => String(i)), null];
let theirBytes = 0;
let theirFrames = 0;
const master = new Master(harbour, storage, {
  send: () => {},
  // As its socket transport does: the payload filtered for every client of the match, then serialized.
  sendAll: (payload) => {
    for (const id of recipients) {
      theirBytes += Buffer.byteLength(JSON.stringify(filter(id, payload)));
      theirFrames++;
    }
  },
});

let matches = 0;
function newMatch(): string {
  const matchID = `m${matches++}`;
  const made = createMatch({ game: harbour, numPlayers: SEATS, setupData: undefined, unlisted: true });
  if ('setupDataError' in made) throw new Error(made.setupDataError);
  storage.createMatch(matchID, made);
  return matchID;
}

/** Plays one whole match; returns the commands and the ms spent inside onUpdate. */
async function theirMatch(): Promise<{ commands: number; ms: number }> {
  const matchID = newMatch();
  let commands = 0;
  let ms = 0;
  for (;;) {
    const { state } = storage.fetch(matchID, { state: true }) as { state: State<HarbourState> };
    if (state.ctx.gameover !== undefined) break;
    const playerID = state.ctx.currentPlayer;
    const move = harbourMove(state.G, playerID, state.ctx.turn);
    const action = {
      type: 'MAKE_MOVE' as const,
      payload: { type: move.type, args: move.args, playerID, credentials: '' },
    };
    const t0 = performance.now();
    const refused = await master.onUpdate(action, state._stateID, matchID, playerID);
    ms += performance.now() - t0;
    if (refused) throw new Error(`boardgame.io refused ${move.type}: ${refused.error}`);
    commands++;
  }
  storage.wipe(matchID);
  return { commands, ms };
}

/**
 * The recorded game with states and records as a live game has them: new objects, never seen by
 * the caches that key on them (views and legal lists by state, revealed events by record), and a
 * game id of their own, so the views kept by version are those of this pass's earlier commands
 * only, as in a warm handler that broadcast them. Each step is copied right before its command,
 * outside the timing, so that only one command's copies are alive at a time, as a handler holds
 * one loaded game: copying the whole game up front kept every state of it alive through the
 * timing, and the collections of the young generation, copying those states again and again,
 * were most of what the timing took for collecting garbage.
 */
let passes = 0;
function freshGame(): { stepAt: (i: number) => Step; viewers: AuthenticatedViewer[] } {
  const gameId = `bench-${++passes}`;
  // Each record hashed as the log would, so a warm handler's views kept by version apply.
  const hashed = (r: StoredCommand | null) => r && { ...structuredClone(r), hash: `${gameId}-${r.version}` };
  const stepAt = (i: number): Step => {
    const s = steps[i];
    const over = s.after.game.isTerminal(s.after.state);
    const stored = hashed(s.stored) as StoredCommand;
    return {
      ...s,
      stored,
      // Loaded afresh for each command, as a handler does: no view of it computed before.
      before: {
        ...s.before,
        record: { ...s.before.record, gameId },
        state: structuredClone(s.before.state),
        head: hashed(s.before.head),
      },
      after: {
        ...s.after,
        record: { ...s.after.record, gameId },
        state: structuredClone(s.after.state),
        head: stored,
        tail: over ? structuredClone(s.after.tail) : [],
      },
    };
  };
  return { stepAt, viewers: viewersOf(gameId) };
}

function ourGame(patches: boolean): { commands: number; ms: number } {
  const { stepAt, viewers } = freshGame();
  let ms = 0;
  for (let i = 0; i < steps.length; i++) {
    const s = stepAt(i);
    const t0 = performance.now();
    ourCommand(s, viewers, patches);
    ms += performance.now() - t0;
  }
  return { commands: steps.length, ms };
}

// ---- side by side -------------------------------------------------------------------------------

// Warm both up before timing.
for (let i = 0; i < 3; i++) {
  ourGame(false);
  ourGame(true);
  await theirMatch();
}
const whole = { commands: 0, ms: 0 };
const patched = { commands: 0, ms: 0 };
const theirs = { commands: 0, ms: 0 };
const add = (to: typeof theirs, run: typeof theirs) => ((to.commands += run.commands), (to.ms += run.ms));
const loadBefore = loadavg()[0];
const start = performance.now();
while (performance.now() - start < 3 * SECONDS * 1000) {
  add(whole, ourGame(false));
  add(patched, ourGame(true));
  add(theirs, await theirMatch());
}
const perCommand = (x: typeof theirs) => x.ms / x.commands;
const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
console.log(
  `Broadcast compute per command, ${SEATS} seats and a spectator (load ${loadBefore.toFixed(2)} before, ${load()} after)`,
);
console.log(
  `  ours: Manila, ${steps.length} commands of a house-bot game (seed ${SEED}): parse, 5 watchers' frames, snapshot`,
);
console.log(`    whole views:   ${µs(perCommand(whole))}  (${load()})`);
console.log(`    view patches:  ${µs(perCommand(patched))}  (${load()})`);
console.log(
  `  boardgame.io Master.onUpdate, a Manila-like game, 5 filtered states: ${µs(perCommand(theirs))}  (${load()})`,
);
console.log(
  `  ratio ours / theirs (at most 0.7 wanted): ${(perCommand(whole) / perCommand(theirs)).toFixed(2)} whole views, ${(perCommand(patched) / perCommand(theirs)).toFixed(2)} view patches  (${load()})`,
);

// ---- the rules' own work for one command -------------------------------------------------------

function timeEach(body: (s: Step, i: number) => void): number {
  for (const [i, s] of steps.entries()) body(s, i);
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    for (const [i, s] of steps.entries()) body(s, i);
    n += steps.length;
  }
  return (performance.now() - t0) / n;
}

const rules: AnyGame = manila;
// One random source for every decision timed: making one is not the rules' work.
const dice = seededRandom(SEED);
const decideEvolve = timeEach((s) => {
  const d = rules.decide(s.before.state, s.stored.command, { actor: s.seat, now: NOW, random: dice });
  if (!d.ok) return;
  let state = s.before.state;
  for (const e of d.events) state = rules.evolve(state, e);
});
const legalPick = timeEach((s, i) => {
  const legal = rules.legalCommands(s.before.state, s.seat);
  const n = countLegal(legal);
  nthLegal(legal, i % n);
});
console.log(`Manila, per command of the same game:`);
console.log(`  decide + evolve:                         ${(decideEvolve * 1000).toFixed(1)} µs  (${load()})`);
console.log(
  `  legalCommands + countLegal + nthLegal:   ${(legalPick * 1000).toFixed(1)} µs  (${load()}; ratio ${(legalPick / decideEvolve).toFixed(2)}, at most 1 wanted)`,
);

// ---- frame sizes ---------------------------------------------------------------------------------

const wholeBytes: number[] = [];
const patchedBytes: number[] = [];
for (const patches of [false, true]) {
  const { stepAt, viewers } = freshGame();
  for (let i = 0; i < steps.length; i++) ourCommand(stepAt(i), viewers, patches, patches ? patchedBytes : wholeBytes);
}
theirBytes = 0;
theirFrames = 0;
await theirMatch();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`Update frame bytes, mean per watcher and command:`);
console.log(`  Manila, whole view: ${mean(wholeBytes).toFixed(0)} B  (${load()})`);
console.log(
  `  Manila, view patch where smaller: ${mean(patchedBytes).toFixed(0)} B (at most 1,024 wanted)  (${load()})`,
);
console.log(`  boardgame.io, the filtered state: ${(theirBytes / theirFrames).toFixed(0)} B  (${load()})`);

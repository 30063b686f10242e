import type { UpdateFrame } from '../../lambdas/protocol/server.js';
import type { Harness } from './harness.js';

// --- Scenario parameters -----------------------------------------------------------------

/** Players per game, for every rule set (clamped to what the rule set allows). */
export const PLAYERS = 4;

/** (a) One sitting: everybody connected from the deal to the end, one command every this many seconds. */
export const SITTING_SECONDS_PER_COMMAND = 30;

/**
 * (b) A visit per move: the player to act opens the link, the tab connects, subscribes (catching up
 * on what it missed since its last visit), sends the move, and is closed this many seconds after
 * it opened. The creator's first visit creates the table and looks at it.
 */
export const VISIT_SECONDS = 60;
/** (b) Time between visits; only the log's timestamps depend on it (no socket stays open between). */
export const MINUTES_BETWEEN_VISITS = 60;

/** (c) A week: the game's commands spread evenly over this many days ... */
export const WEEK_DAYS = 7;
/** ... during which every player's tab is open this many hours a day (the same hours for all). */
export const HOURS_OPEN_PER_DAY = 8;
/**
 * API Gateway closes a WebSocket after 2 hours (quota "Connection duration for WebSocket API");
 * an open tab then reconnects and subscribes from the version it holds.
 */
export const MAX_CONNECTION_MINUTES = 120;

// ------------------------------------------------------------------------------------------

export type ScenarioId = 'sitting' | 'visits' | 'week';

export const SCENARIOS: Record<ScenarioId, string> = {
  sitting: `(a) one sitting, all seats connected, a command every ${SITTING_SECONDS_PER_COMMAND} s`,
  visits: `(b) one ${VISIT_SECONDS}-s visit per move (connect, subscribe, command, disconnect)`,
  week: `(c) ${WEEK_DAYS} days, tabs open ${HOURS_OPEN_PER_DAY} h a day (reconnect every ${MAX_CONNECTION_MINUTES} min), pings`,
};

export type Chooser = (update: UpdateFrame) => unknown;

export interface Play {
  h: Harness;
  rules: string;
  seats: number;
  choose: Chooser;
  /** Commands the game takes with this seed (known from the sitting), to spread over the week. */
  commands: number;
}

const seatsOf = (n: number) => Array.from({ length: n }, (_, s) => s);

async function sitting({ h, rules, seats, choose }: Play): Promise<void> {
  await h.connect(0);
  await h.create(rules, seats);
  for (const s of seatsOf(seats)) await h.open(s);
  for (let k = 1; !h.over; k++) {
    await h.advanceTo((k * SITTING_SECONDS_PER_COMMAND) / 60);
    await h.move(choose);
  }
  for (const s of seatsOf(seats)) await h.disconnect(s);
}

async function visits({ h, rules, seats, choose }: Play): Promise<void> {
  await h.connect(0);
  await h.create(rules, seats);
  await h.open(0);
  await h.advanceTo(VISIT_SECONDS / 60);
  await h.disconnect(0);
  for (let k = 1; !h.over; k++) {
    const at = k * MINUTES_BETWEEN_VISITS;
    await h.advanceTo(at);
    const seat = h.latest!.toAct[0];
    await h.open(seat);
    await h.move(choose);
    await h.advanceTo(at + VISIT_SECONDS / 60);
    await h.disconnect(seat);
  }
}

async function week({ h, rules, seats, choose, commands }: Play): Promise<void> {
  const openPerDay = HOURS_OPEN_PER_DAY * 60;
  const every = (WEEK_DAYS * openPerDay) / commands;
  /** Minute of the week at which the i-th command (from 0) is sent: evenly over the open hours. */
  const moveAt = (i: number) => {
    const open = (i + 0.5) * every;
    return Math.floor(open / openPerDay) * 24 * 60 + (open % openPerDay);
  };
  let i = 0;
  for (let day = 0; day < WEEK_DAYS; day++) {
    for (let from = 0; from < openPerDay; from += MAX_CONNECTION_MINUTES) {
      const start = day * 24 * 60 + from;
      const end = day * 24 * 60 + Math.min(from + MAX_CONNECTION_MINUTES, openPerDay);
      await h.advanceTo(start);
      if (i === 0 && !h.gameId) {
        await h.connect(0);
        await h.create(rules, seats);
      }
      for (const s of seatsOf(seats)) await h.open(s);
      for (; !h.over && moveAt(i) < end; i++) {
        await h.advanceTo(moveAt(i));
        await h.move(choose);
      }
      await h.advanceTo(end);
      for (const s of seatsOf(seats)) await h.disconnect(s);
    }
  }
  if (!h.over) throw new Error(`the week's game did not end in the ${commands} commands the sitting took`);
}

export const PLAYS: Record<ScenarioId, (p: Play) => Promise<void>> = { sitting, visits, week };

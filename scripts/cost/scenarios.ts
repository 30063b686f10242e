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
/** ... during which every player's tab is open this many hours a day (the same hours for all) ... */
export const HOURS_OPEN_PER_DAY = 8;
/**
 * ... but in the background most of the time: a hidden tab closes its socket after its grace
 * (web/src/net/keepalive-policy.ts) and catches up when shown. The tab is shown this many minutes
 * for each of the player's own moves (he looks, chooses, sends, and turns away) ...
 */
export const MINUTES_SHOWN_PER_MOVE = 2;
/**
 * ... and besides, this many times a day for this many minutes (a look at the board between
 * turns; 10 minutes a day in all). Each player's looks are at his own times (STAGGER_MINUTES
 * apart from the next player's), so a look rarely overlaps another's.
 */
export const LOOKS_PER_DAY = 2;
export const MINUTES_SHOWN_PER_LOOK = 5;
export const STAGGER_MINUTES = 13;
/**
 * (d) The same week with every tab shown all its 8 hours, so its socket never pauses: the
 * client before the pause, or a player who keeps the game on screen. API Gateway closes a
 * WebSocket after 2 hours (quota "Connection duration for WebSocket API"); an open tab then
 * reconnects and subscribes from the version it holds.
 */
export const MAX_CONNECTION_MINUTES = 120;

// ------------------------------------------------------------------------------------------

/** The scenarios in the order they run: the sitting first (it tells the week how many commands a game takes). */
export const SCENARIO_IDS = ['sitting', 'visits', 'week', 'week-on'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const SCENARIOS: Record<ScenarioId, string> = {
  sitting: `(a) one sitting, all seats connected, a command every ${SITTING_SECONDS_PER_COMMAND} s`,
  visits: `(b) one ${VISIT_SECONDS}-s visit per move (connect, subscribe, command, disconnect)`,
  week:
    `(c) ${WEEK_DAYS} days, tabs open ${HOURS_OPEN_PER_DAY} h a day but shown only ${MINUTES_SHOWN_PER_MOVE} min per own move ` +
    `and ${LOOKS_PER_DAY}×${MINUTES_SHOWN_PER_LOOK} min a day besides; connected while shown and for the grace after`,
  'week-on': `(d) the same week with every tab shown all ${HOURS_OPEN_PER_DAY} h a day (reconnect every ${MAX_CONNECTION_MINUTES} min), paced pings`,
};

export type Chooser = (update: UpdateFrame) => { type: string };

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
  h.connect(0);
  await h.create(rules, seats);
  for (const s of seatsOf(seats)) await h.open(s);
  for (let k = 1; !h.over; k++) {
    await h.advanceTo((k * SITTING_SECONDS_PER_COMMAND) / 60);
    await h.move(choose);
  }
  for (const s of seatsOf(seats)) h.disconnect(s);
}

async function visits({ h, rules, seats, choose }: Play): Promise<void> {
  h.connect(0);
  await h.create(rules, seats);
  await h.open(0);
  await h.advanceTo(VISIT_SECONDS / 60);
  h.disconnect(0);
  for (let k = 1; !h.over; k++) {
    const at = k * MINUTES_BETWEEN_VISITS;
    await h.advanceTo(at);
    const seat = h.latest?.toAct[0];
    if (seat === undefined) throw new Error(`visit ${k}: the game is not over but nobody is to act`);
    await h.open(seat);
    await h.move(choose);
    await h.advanceTo(at + VISIT_SECONDS / 60);
    h.disconnect(seat);
  }
}

/** Minute of the week at which the i-th of `commands` commands (from 0) is sent: evenly over the open hours. */
function weekMoveAt(i: number, commands: number): number {
  const openPerDay = HOURS_OPEN_PER_DAY * 60;
  const open = (i + 0.5) * ((WEEK_DAYS * openPerDay) / commands);
  return Math.floor(open / openPerDay) * 24 * 60 + (open % openPerDay);
}

/**
 * Each tab is connected while it is shown and for the client's grace after it is hidden (it
 * pings only while shown): a tab shown again before its socket closed keeps that socket;
 * otherwise it connects and subscribes from the version it holds.
 */
async function week({ h, rules, seats, choose, commands }: Play): Promise<void> {
  const grace = h.deployment.hiddenGraceMs / 60_000;
  const hidesAt: (number | null)[] = seatsOf(seats).map(() => null);
  const closesAt: (number | null)[] = seatsOf(seats).map(() => null);
  /** Hides every tab and closes every socket that falls due by `minute`, in time order, then moves the clock there. */
  const advance = async (minute: number) => {
    for (;;) {
      const due = seatsOf(seats)
        .flatMap((s) => {
          const [hides, closes] = [hidesAt[s], closesAt[s]];
          return [
            ...(hides !== null && hides <= minute ? [{ s, at: hides, hide: true }] : []),
            ...(closes !== null && closes <= minute ? [{ s, at: closes, hide: false }] : []),
          ];
        })
        .sort((a, b) => a.at - b.at || Number(b.hide) - Number(a.hide))
        .at(0);
      if (due === undefined) break;
      await h.advanceTo(due.at);
      if (due.hide) {
        await h.hide(due.s);
        hidesAt[due.s] = null;
      } else {
        h.disconnect(due.s);
        closesAt[due.s] = null;
      }
    }
    await h.advanceTo(minute);
  };
  const show = async (seat: number, minute: number, minutes: number) => {
    await advance(minute);
    if (closesAt[seat] === null) await h.open(seat);
    else await h.show(seat);
    hidesAt[seat] = Math.max(hidesAt[seat] ?? 0, minute + minutes);
    closesAt[seat] = Math.max(closesAt[seat] ?? 0, minute + minutes + grace);
  };

  interface Event {
    at: number;
    look?: number;
  }
  const openPerDay = HOURS_OPEN_PER_DAY * 60;
  const events: Event[] = Array.from({ length: commands }, (_, i) => ({ at: weekMoveAt(i, commands) }));
  for (let day = 0; day < WEEK_DAYS; day++) {
    for (let k = 0; k < LOOKS_PER_DAY; k++) {
      for (const seat of seatsOf(seats))
        events.push({
          at: day * 24 * 60 + ((k + 0.5) * openPerDay) / LOOKS_PER_DAY + seat * STAGGER_MINUTES,
          look: seat,
        });
    }
  }
  events.sort((a, b) => a.at - b.at);

  // The creator makes the table on the tab he then looks at, like a move.
  h.connect(0);
  await h.create(rules, seats);
  await show(0, 0, MINUTES_SHOWN_PER_MOVE);
  for (const e of events) {
    if (h.over) break;
    if (e.look !== undefined) {
      await show(e.look, e.at, MINUTES_SHOWN_PER_LOOK);
      continue;
    }
    const seat = h.latest ? h.latest.toAct[0] : 0;
    await show(seat, e.at, MINUTES_SHOWN_PER_MOVE);
    await h.move(choose);
  }
  await advance(Math.max(...closesAt.map((c) => c ?? 0)));
  if (!h.over) throw new Error(`the week's game did not end in the ${commands} commands the sitting took`);
}

async function weekOn({ h, rules, seats, choose, commands }: Play): Promise<void> {
  const openPerDay = HOURS_OPEN_PER_DAY * 60;
  const moveAt = (i: number) => weekMoveAt(i, commands);
  let i = 0;
  for (let day = 0; day < WEEK_DAYS; day++) {
    for (let from = 0; from < openPerDay; from += MAX_CONNECTION_MINUTES) {
      const start = day * 24 * 60 + from;
      const end = day * 24 * 60 + Math.min(from + MAX_CONNECTION_MINUTES, openPerDay);
      await h.advanceTo(start);
      if (i === 0 && !h.gameId) {
        h.connect(0);
        await h.create(rules, seats);
      }
      // The day's first socket opens with the page; the later ones replace what API Gateway closed.
      for (const s of seatsOf(seats)) await h.open(s, { shown: from === 0 });
      for (; !h.over && moveAt(i) < end; i++) {
        await h.advanceTo(moveAt(i));
        await h.move(choose);
      }
      await h.advanceTo(end);
      for (const s of seatsOf(seats)) h.disconnect(s);
    }
  }
  if (!h.over) throw new Error(`the week's game did not end in the ${commands} commands the sitting took`);
}

export const PLAYS: Record<ScenarioId, (p: Play) => Promise<void>> = { sitting, visits, week, 'week-on': weekOn };

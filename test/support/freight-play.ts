import type { Ctx, RandomSource, Seat } from '../../engine/core/types.js';
import { seededRandom } from '../../engine/core/random.js';
import { whoRulesTheSea as game } from '../../engine/games/who-rules-the-sea/index.js';
import { greedyBot, randomBot, type Bot } from '../../engine/games/who-rules-the-sea/bot.js';
import { legalCommands, toAct } from '../../engine/games/who-rules-the-sea/legal.js';
import type { FreightCommand, FreightEvent, FreightState, Voyage } from '../../engine/games/who-rules-the-sea/types.js';

export type BotKind = 'random' | 'greedy';

export interface FreightGameOptions {
  seats: number;
  voyage?: Voyage;
  seed: number;
  /** One kind for every seat, or a kind per seat. */
  bots?: BotKind | BotKind[];
  /**
   * Now and then a seat not asked to act proposes, agrees to or declines the end, or (rarely)
   * resigns, as people do; off for simulations that measure the rules alone.
   */
  sideMoves?: boolean;
  keepStates?: boolean;
  /** Called after each accepted command with the state before, the events, and the state after. */
  onStep?: (
    before: FreightState,
    events: FreightEvent[],
    after: FreightState,
    actor: Seat | 'system',
    command: unknown,
  ) => void;
}

export interface FreightGame {
  events: FreightEvent[];
  states: FreightState[];
  commands: { seat: Seat; command: FreightCommand }[];
  final: FreightState;
}

/** A hard stop far beyond any game's length: reaching it fails the caller, it never ends a game. */
const MAX_COMMANDS = 200_000;

/** Plays one complete game of Who Rules the Sea? with the game's own bots. */
export function playFreightGame(o: FreightGameOptions): FreightGame {
  const dice: RandomSource = seededRandom(o.seed);
  const choice: RandomSource = seededRandom(o.seed ^ 0x2545f491);
  const kinds = Array.from({ length: o.seats }, (_, i) => (Array.isArray(o.bots) ? o.bots[i] : (o.bots ?? 'random')));
  const bots: Bot[] = kinds.map((k, i) =>
    k === 'greedy' ? greedyBot({ insures: (i * 7 + o.seed) % 10 < 7 }) : randomBot(choice),
  );
  const ctx = (actor: Seat | 'system'): Ctx => ({ actor, now: '2026-11-30T00:00:00.000Z', random: dice });
  let state = game.initialState();
  const events: FreightEvent[] = [];
  const states: FreightState[] = [];
  const commands: { seat: Seat; command: FreightCommand }[] = [];
  const apply = (actor: Seat | 'system', command: unknown) => {
    const d = game.decide(state, command as FreightCommand, ctx(actor));
    if (!d.ok) throw new Error(`bot command rejected: ${d.code} ${d.message} ${JSON.stringify(command)}`);
    const before = state;
    for (const e of d.events) {
      state = game.evolve(state, e);
      events.push(e);
      if (o.keepStates) states.push(state);
    }
    o.onStep?.(before, d.events, state, actor, command);
  };
  apply('system', { type: 'start', seats: o.seats, options: { voyage: o.voyage ?? 'standard' } });
  while (state.status !== 'over') {
    if (commands.length >= MAX_COMMANDS) throw new Error(`game did not end within ${MAX_COMMANDS} commands`);
    const side = o.sideMoves ? sideMove(state, choice, o.seats) : null;
    if (side) {
      commands.push(side);
      apply(side.seat, side.command);
      continue;
    }
    const seats = toAct(state);
    if (seats.length === 0) throw new Error('nobody to act in an unfinished game');
    const seat = seats[choice.int(0, seats.length - 1)];
    const command = bots[seat](state, seat);
    commands.push({ seat, command });
    apply(seat, command);
  }
  return { events, states, commands, final: state };
}

/** An end vote or a resignation by any seat, rarely enough that most games end by the notes. */
function sideMove(
  s: FreightState,
  random: RandomSource,
  seats: number,
): { seat: Seat; command: FreightCommand } | null {
  const roll = random.int(1, 4000);
  if (roll > 12) return null;
  const seat = random.int(0, seats - 1);
  const legal = legalCommands(s, seat).map((t) => t.type);
  const want: FreightCommand['type'] =
    roll === 1 ? 'resign' : roll <= 5 ? 'proposeEnd' : roll <= 9 ? 'agreeEnd' : 'declineEnd';
  return legal.includes(want) ? { seat, command: { type: want } as FreightCommand } : null;
}

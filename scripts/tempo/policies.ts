import type { Order } from '../../engine/core/orders.js';
import type { Seat } from '../../engine/core/types.js';
import type { ManilaOrder } from '../../engine/games/manila/orders.js';
import type { ManilaState } from '../../engine/games/manila/types.js';
import { ROUNDS } from '../../engine/games/manila-tutorial/constants.js';
import type { TutorialOrder } from '../../engine/games/manila-tutorial/orders.js';
import type { TutorialState } from '../../engine/games/manila-tutorial/types.js';
import { SHIP_IDS } from '../../engine/games/who-rules-the-sea/constants.js';
import { emptySailingRoute } from '../../engine/games/who-rules-the-sea/bot.js';
import type { FreightOrder } from '../../engine/games/who-rules-the-sea/orders.js';
import type { FreightState } from '../../engine/games/who-rules-the-sea/types.js';

// The standing orders each house bot sets after a move of its own, as a player could on the
// screen: only orders that carry out what the bot itself would do, read from what the seat sees
// (its own cash, its own ships, the round). Each list replaces the seat's orders.

/** The orders a seat sets now, from the state (of which it reads only what the seat may see). */
export type Policy = (state: unknown, seat: Seat) => Order[];

/**
 * Manila's bot bids the least raise while the post costs at most 16 and leaves it 10 pesos
 * (engine/games/manila/bot.ts): a proxy bid up to that, for the auction under way or the next.
 */
const MANILA_WORTH = 16;
const MANILA_RESERVE = 10;

function manilaPolicy(state: unknown, seat: Seat): Order[] {
  const s = state as ManilaState;
  const round = s.phase.kind === 'auction' ? s.round : s.round + 1;
  const upTo = Math.max(0, Math.min(MANILA_WORTH, s.players[seat].cash - MANILA_RESERVE));
  const proxy: ManilaOrder = { kind: 'proxy-bid', round, upTo };
  return [proxy];
}

/**
 * Who Rules the Sea?'s bot rolls every ship at sea and always takes an extra roll after a six:
 * every ship of its own on auto-roll (extra rolls taken). A player would also rather buy once per
 * port, when the ship sails on (its choice of goods depends on the route it takes), than be woken
 * on arrival too: "end my port phase on arrival, always". And for each ship bound for a port or
 * lying in one, "when it next begins a ship-turn there with nothing I can afford, sail it on" the
 * route the bot takes from there with nothing to load (the board as it stands now: a player's
 * guess, which the order keeps to the case where there is no buying to decide).
 */
function freightPolicy(state: unknown, seat: Seat): Order[] {
  const s = state as FreightState;
  const out: FreightOrder[] = SHIP_IDS.filter((_, i) => s.ships[i].owner === seat).map((ship) => ({
    kind: 'auto-roll',
    ship,
    extra: true,
  }));
  out.push({ kind: 'end-port', always: true });
  SHIP_IDS.forEach((ship, i) => {
    const x = s.ships[i];
    if (x.owner !== seat) return;
    const port = x.loc.at === 'sea' ? x.loc.dest : x.loc.at === 'port' && !x.loc.pawned ? x.loc.port : null;
    if (port !== null) out.push({ kind: 'sail-on', ship, port, route: emptySailingRoute(s, ship, port) });
  });
  return out;
}

/** The tutorial's bot passes every turn before the last round: it passes the rest of each such round. */
function tutorialPolicy(state: unknown): Order[] {
  const s = state as TutorialState;
  if (s.round >= ROUNDS || s.status !== 'playing') return [];
  const order: TutorialOrder = { kind: 'pass-round', round: s.round };
  return [order];
}

const policies: Record<string, Policy> = {
  manila: manilaPolicy,
  'who-rules-the-sea': freightPolicy,
  'manila-tutorial': tutorialPolicy,
};

/** The order policy of a rule set's house bot; none (no orders) for a rule set not listed. */
export function policyOf(id: string): Policy {
  return policies[id] ?? (() => []);
}

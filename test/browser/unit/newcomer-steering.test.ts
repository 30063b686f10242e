// The course of the port-flow browser test (test/browser/port-flow.test.ts) played in-process over
// many dice: the server's seed is secret there, so what that test waits for must hold whatever the
// dice. The newcomer steering (support/newcomer-steering.ts) makes the socket moves; Ann, at her first
// port phase, loads the best note, insures it and sails the first route, as on her page; Bo sails
// from his. Each seat is met at its first port phase, in the order the round's turns bring them.
import { describe, expect, it } from 'vitest';
import { expandLegal, templatesOf } from '../../../engine/core/legal.js';
import { seededRandom } from '../../../engine/core/random.js';
import type { Seat } from '../../../engine/core/types.js';
import { whoRulesTheSea as game } from '../../../engine/games/who-rules-the-sea/index.js';
import type { FreightCommand, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { loadableNotes, pileForShip } from '../../../web/src/games/freight/cargo-facts.js';
import { sailWarning } from '../../../web/src/games/freight/sail-warning.js';
import { NewcomerSteering, inPortPhase } from '../support/newcomer-steering.js';

const SEEDS = 200;
/** The port-flow test's own bound on the moves between two first port phases. */
const MOVES = 200;

interface Met {
  seat: Seat;
  round: number;
  port: string | null;
  /** The note the bar marks best (the first of the pile, when the ship may load it), or null. */
  best: string | null;
  /** Whether a Sail now would be questioned for an empty hold with notes left to load. */
  warnedEmpty: boolean;
}

/** Plays the port-flow test's course from the dice seed; the seats as met at their first port phases. */
function course(seed: number): Met[] {
  const dice = seededRandom(seed);
  let s: FreightState = game.initialState();
  const apply = (actor: Seat | 'system', c: FreightCommand | { type: 'start'; seats: number; options: object }) => {
    const d = game.decide(s, c as FreightCommand, { actor, now: '2026-12-06T00:00:00.000Z', random: dice });
    if (!d.ok) throw new Error(`seed ${seed}: ${JSON.stringify(c)} refused: ${d.code} ${d.message}`);
    for (const e of d.events) s = game.evolve(s, e);
  };
  apply('system', { type: 'start', seats: 2, options: game.defaultOptions });
  const steering = new NewcomerSteering();
  const met: Met[] = [];
  const first = (seat: Seat) =>
    !met.some((m) => m.seat === seat) && inPortPhase(game.view(s, seat), game.legalCommands(s, seat), seat);
  while (met.length < 2) {
    let moves = 0;
    while (!first(0) && !first(1)) {
      if (++moves > MOVES) throw new Error(`seed ${seed}: no first port phase within ${MOVES} moves`);
      const seat = game.toAct(s)[0];
      apply(seat, steering.choose(game.view(s, seat), game.legalCommands(s, seat), seat));
    }
    const seat: Seat = first(0) ? 0 : 1;
    const view = game.view(s, seat);
    const legal = game.legalCommands(s, seat);
    const sail = expandLegal(templatesOf(legal, 'sail'))[0] as Extract<FreightCommand, { type: 'sail' }>;
    const loc = view.ships.find((x) => x.id === sail.ship)!.loc;
    const port = loc.at === 'port' ? loc.port : null;
    const pile = port ? pileForShip(view, legal, sail.ship, port) : [];
    const best = pile.length && loadableNotes(legal, sail.ship).includes(pile[0]) ? pile[0] : null;
    met.push({ seat, round: view.round, port, best, warnedEmpty: sailWarning(sail, view, legal)?.empty === true });
    if (seat === 0 && best) {
      apply(0, { type: 'buyNote', ship: sail.ship, note: best });
      apply(0, { type: 'insureNote', ship: sail.ship, note: best });
    }
    const route = expandLegal(templatesOf(game.legalCommands(s, seat), 'sail')).find((c) => c.ship === sail.ship)!;
    apply(seat, route as FreightCommand);
  }
  return met;
}

describe("the port-flow test's course, whatever the dice", () => {
  it('meets each seat at its first port phase in London in round 1, with a best note to load and, for Bo, the empty-hold warning', () => {
    const orders = new Map<string, number>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const met = course(seed);
      const order = met.map((m) => m.seat).join(',');
      orders.set(order, (orders.get(order) ?? 0) + 1);
      for (const m of met) {
        expect(m, `seed ${seed}, seat ${m.seat}`).toMatchObject({ round: 1, port: 'LON' });
        expect(m.best, `seed ${seed}, seat ${m.seat}: a best note to load`).not.toBeNull();
      }
      expect(met.find((m) => m.seat === 1)!.warnedEmpty, `seed ${seed}: Bo warned of an empty hold`).toBe(true);
    }
    // Both turn orders come up, so the course above covered Bo meeting his port phase before Ann and after her.
    expect([...orders.keys()].sort()).toEqual(['0,1', '1,0']);
  });
});

// The port phase's cargo readings (web/src/games/freight/cargo-facts.ts, sail-warning.ts), checked
// on real positions of seeded bot games (test/browser/support/port-states.ts) against the engine's
// own data: the pile best first, what a route does for the goods aboard, and when a Sail is questioned.
import { describe, expect, it } from 'vitest';
import { DISTANCES, NOTES } from '../../../engine/games/who-rules-the-sea/data.js';
import { otherEnd, route } from '../../../engine/games/who-rules-the-sea/constants.js';
import { expandLegal, templatesOf } from '../../../engine/core/legal.js';
import type { FreightCommand } from '../../../engine/games/who-rules-the-sea/types.js';
import { earnings, loadableNotes, pileForShip, routeCargo } from '../../../web/src/games/freight/cargo-facts.js';
import { sailWarning } from '../../../web/src/games/freight/sail-warning.js';
import { freightConfirmation } from '../../../web/src/games/freight/freight-confirmation.js';
import { positions } from '../support/port-states.js';

const note = (id: string) => NOTES.find((n) => n.id === id)!;
// Every moment a ship of the seat lies in port with its port commands open (a port phase begun or about to be).
const inPort = positions(6).filter((p) => p.legal.some((t) => t.type === 'sail' || t.type === 'endPortPhase'));
const portOf = (p: (typeof inPort)[number], ship: string) => {
  const loc = p.view.ships.find((x) => x.id === ship)!.loc;
  return loc.at === 'port' ? loc.port : null;
};
const activeShip = (p: (typeof inPort)[number]) =>
  (expandLegal(templatesOf(p.legal, 'endPortPhase'))[0]?.ship as string | undefined) ??
  (expandLegal(templatesOf(p.legal, 'sail'))[0]?.ship as string | undefined) ??
  null;

describe('the cargo of a port phase', () => {
  it('lists the pile with the loadable notes first, each group by what it earns, most first', () => {
    let checked = 0;
    for (const p of inPort) {
      const ship = activeShip(p);
      const port = ship && portOf(p, ship);
      if (!ship || !port) continue;
      const loadable = new Set(loadableNotes(p.legal, ship));
      const pile = pileForShip(p.view, p.legal, ship, port);
      expect(pile.every((n) => note(n).from === port && p.view.notes[n].loc.at === 'pile')).toBe(true);
      const firstNot = pile.findIndex((n) => !loadable.has(n));
      if (firstNot >= 0) expect(pile.slice(firstNot).some((n) => loadable.has(n))).toBe(false);
      for (const group of [pile.filter((n) => loadable.has(n)), pile.filter((n) => !loadable.has(n))]) {
        const e = group.map(earnings);
        expect(e).toEqual([...e].sort((a, b) => b - a));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('says which goods aboard a route delivers at its other end and which it brings nearer their port', () => {
    let aboard = 0;
    for (const p of inPort) {
      for (const t of templatesOf(p.legal, 'sail')) {
        for (const c of expandLegal([t])) {
          const ship = c.ship as string;
          const port = portOf(p, ship)!;
          const to = otherEnd(route(c.route as string), port);
          const { delivers, toward } = routeCargo(p.view, ship, port, c.route as string);
          const held = Object.keys(p.view.notes).filter((n) => {
            const loc = p.view.notes[n].loc;
            return loc.at === 'aboard' && loc.ship === ship;
          });
          aboard += held.length;
          expect(delivers.sort()).toEqual(held.filter((n) => note(n).to === to).sort());
          for (const n of toward) expect(DISTANCES[to][note(n).to]).toBeLessThan(DISTANCES[port][note(n).to]);
          expect(toward.filter((n) => delivers.includes(n))).toEqual([]);
        }
      }
    }
    expect(aboard).toBeGreaterThan(0);
  });

  it('questions a Sail exactly when the ship could still load a note, naming the best first', () => {
    let warned = 0;
    let quiet = 0;
    for (const p of inPort) {
      for (const c of expandLegal(templatesOf(p.legal, 'sail')) as FreightCommand[]) {
        if (c.type !== 'sail') continue;
        const left = loadableNotes(p.legal, c.ship);
        const w = sailWarning(c, p.view, p.legal);
        if (!left.length) {
          expect(w).toBeNull();
          quiet++;
          continue;
        }
        warned++;
        expect(w!.left.sort()).toEqual([...left].sort());
        expect(earnings(sailWarning(c, p.view, p.legal)!.left[0])).toBe(Math.max(...left.map(earnings)));
        expect(w!.empty).toBe(!Object.values(p.view.notes).some((n) => n.loc.at === 'aboard' && n.loc.ship === c.ship));
      }
      for (const c of expandLegal(templatesOf(p.legal, 'endPortPhase')) as FreightCommand[])
        expect(sailWarning(c, p.view, p.legal)).toBeNull();
    }
    expect(warned).toBeGreaterThan(0);
    expect(quiet + warned).toBeGreaterThan(3);
  });

  it('asks before such a Sail in words that name the hold, the best note left and what it earns, and not before another', () => {
    const asked = { empty: 0, loaded: 0, quiet: 0 };
    for (const p of inPort) {
      for (const c of expandLegal(templatesOf(p.legal, 'sail')) as FreightCommand[]) {
        const w = sailWarning(c, p.view, p.legal);
        const q = freightConfirmation(c, p.view, [], p.legal);
        if (!w) {
          expect(q).toBeNull();
          asked.quiet++;
          continue;
        }
        expect(q!.confirm).toBe('Sail anyway');
        expect(q!.question).toContain(w.left[0]);
        expect(q!.question).toContain(`£${earnings(w.left[0]).toLocaleString('en')}`);
        if (w.empty) {
          expect(q!.question).toMatch(/would sail with an empty hold/);
          asked.empty++;
        } else {
          expect(q!.question).toMatch(/Sail without them\?$/);
          asked.loaded++;
        }
      }
    }
    expect(asked.empty + asked.loaded).toBeGreaterThan(0);
  });
});

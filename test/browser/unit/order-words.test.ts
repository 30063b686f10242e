// Standing orders on the seat's screen in the page's language (web/src/games/*/…-orders.ts,
// web/src/game-screen/order-reasons.ts): every reason the engine gives for an order that no longer
// stands, met over random games, is worded by its own message (in English the engine's own words),
// never by the fallback and never left in English in another language; every order reads in words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRules } from '../../../engine/core/orders.js';
import type { AnyGame } from '../../../engine/core/types.js';
import type { Locale } from '../../../i18n/locales.js';
import { manila } from '../../../engine/games/manila/index.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { whoRulesTheSea } from '../../../engine/games/who-rules-the-sea/index.js';
import { SHIP_IDS, routesFrom } from '../../../engine/games/who-rules-the-sea/constants.js';
import { useCatalog } from '../../../web/src/i18n/i18n.js';
import { orderReason } from '../../../web/src/game-screen/order-reasons.js';
import type { OrderForms, StandingOrder } from '../../../web/src/games/game-client.js';
import { manilaOrderForms } from '../../../web/src/games/manila/manila-orders.js';
import { freightOrderForms } from '../../../web/src/games/freight/freight-orders.js';
import { tutorialOrderForms } from '../../../web/src/games/tutorial/tutorial-orders.js';
import { playRandomGame } from '../../support/random-play.js';

const catalogs = join(import.meta.dirname, '../../../i18n/catalogs');
function use(locale: Locale): void {
  const files = readdirSync(join(catalogs, locale));
  useCatalog(
    locale,
    Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(catalogs, locale, f), 'utf8')))),
  );
}

const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

/** Orders of every kind, for rounds behind, at and ahead of the game, and for every ship. */
const samples: Record<string, StandingOrder[]> = {
  manila: [1, 2, 3, 5, 8].flatMap((round) => [
    { kind: 'proxy-bid', round, upTo: 9 },
    { kind: 'proxy-bid', round, upTo: 0 },
    { kind: 'no-pirate', round },
    { kind: 'no-pilot', round },
    { kind: 'plunder-to', round, to: 'shipyard' },
  ]),
  'manila-tutorial': [1, 2, 3, 4].map((round) => ({ kind: 'pass-round', round })),
  'who-rules-the-sea': [
    ...SHIP_IDS.flatMap((ship) => [
      { kind: 'auto-roll', ship, extra: false },
      { kind: 'sealed-bid', ship, tens: 100_000 },
      ...(['LON', 'RIO', 'BOM'] as const).map((port) => ({
        kind: 'sail-on',
        ship,
        port,
        route: routesFrom(port)[0].id,
      })),
    ]),
    { kind: 'end-port', always: true },
    { kind: 'end-port', always: false },
    { kind: 'sealed-bid', ship: null, tens: 0 },
  ],
};

const forms: Record<string, OrderForms> = {
  manila: manilaOrderForms,
  'manila-tutorial': tutorialOrderForms,
  'who-rules-the-sea': freightOrderForms,
};

/** Every distinct (order, reason, spent) the engine gives over a few random games, with the order that met it. */
function reasonsMet(game: AnyGame, seeds: number[]): { order: StandingOrder; reason: string; spent: boolean }[] {
  const rules = game.orders as OrderRules<unknown> | undefined;
  if (!rules) throw new Error(`${game.id} has no orders`);
  const seen = new Map<string, { order: StandingOrder; reason: string; spent: boolean }>();
  for (const seed of seeds) {
    const { states } = playRandomGame(game, { seats: 4, seed, keepStates: true });
    for (const [i, state] of [game.initialState(), ...states].entries()) {
      if (i % 7 !== 0 && i !== states.length) continue;
      for (const seat of [0, 1, 2, 3])
        for (const order of samples[game.id]) {
          const st = rules.status(order, state, seat);
          if (!st.armed && !seen.has(st.reason)) seen.set(st.reason, { order, reason: st.reason, spent: st.spent });
        }
    }
  }
  // The one reason the core gives, for an order whose command is not open to its seat (engine/core/orders.ts).
  seen.set('core', { order: samples[game.id][0], reason: 'What it would play is not open to you now.', spent: false });
  return [...seen.values()];
}

const fallbacks = (locale: Locale) => {
  use(locale);
  return [
    orderReason(undefined, { kind: 'x' }, 'no reason the client knows', true),
    orderReason(undefined, { kind: 'x' }, 'no reason the client knows', false),
  ];
};

describe("standing orders in the page's language", () => {
  afterEach(() => useCatalog('en', {}));

  for (const game of [manila, manilaTutorial, whoRulesTheSea] as AnyGame[]) {
    it(`words every reason ${game.id} gives for an order that ended, in every language`, () => {
      const met = reasonsMet(game, [1, 2]);
      // The random games do reach the positions: the round behind, ahead, the ship lost or bought.
      expect(met.length).toBeGreaterThanOrEqual(game.id === 'manila-tutorial' ? 4 : 5);
      for (const locale of ['en', 'vi', 'fa', 'hu'] as const) {
        const fallback = fallbacks(locale);
        for (const { order, reason, spent } of met) {
          const words = plain(orderReason(forms[game.id], order, reason, spent));
          expect(fallback, `${locale}: "${reason}"`).not.toContain(words);
          if (locale === 'en') expect(words).toBe(reason);
          else expect(words, `${locale}: "${reason}"`).not.toBe(reason);
        }
      }
    });

    it(`reads every ${game.id} order in words, in every language`, () => {
      for (const locale of ['en', 'vi', 'fa', 'hu'] as const) {
        use(locale);
        const all = samples[game.id].map((o) => plain(forms[game.id].describe(o)));
        for (const [i, words] of all.entries()) expect(words, locale).not.toBe(samples[game.id][i].kind);
        // Orders that differ read differently (a pass is not a bid, one ship not another).
        const distinct = new Set(
          samples[game.id].map((o) => JSON.stringify({ ...o, upTo: undefined, tens: undefined })),
        );
        expect(new Set(all).size, locale).toBeGreaterThanOrEqual(distinct.size - 1);
      }
    });
  }
});

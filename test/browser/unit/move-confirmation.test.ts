// The questions asked before a move that spends or raises money (web/src/games/*/…confirmation),
// read from real views of seeded games; and the seat's "Confirm my moves" setting on this device.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import { manila } from '../../../engine/games/manila/index.js';
import type { ManilaCommand, ManilaState } from '../../../engine/games/manila/types.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import type { TutorialCommand, TutorialState } from '../../../engine/games/manila-tutorial/types.js';
import { manilaConfirmation } from '../../../web/src/games/manila/manila-confirmation.js';
import { tutorialConfirmation } from '../../../web/src/games/tutorial/tutorial-confirmation.js';
import { confirmsMoves, setConfirmsMoves } from '../../../web/src/store/move-confirmation.js';
import { playRandomGame } from '../../support/random-play.js';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

/** Every command a seat to act could send in random four-player games, with the view it was sent from. */
function manilaCommands(): { command: ManilaCommand; view: ReturnType<typeof manila.view> }[] {
  const out: { command: ManilaCommand; view: ReturnType<typeof manila.view> }[] = [];
  for (let seed = 1; seed < 12; seed++) {
    for (const s of playRandomGame(manila, { seats: 4, seed, options: { strongerPirates: true }, keepStates: true })
      .states as ManilaState[]) {
      const seat = manila.toAct(s)[0];
      if (seat === undefined) continue;
      const view = manila.view(s, seat);
      // The legal templates expand to the rule set's own commands; their type is the template's, looser.
      for (const command of expandLegal(manila.legalCommands(s, seat)).slice(0, 40)) out.push({ command, view });
    }
  }
  return out;
}

describe('Questions before Manila moves', () => {
  const all = manilaCommands();

  it('asks before every kind of move that spends or raises money, never before a pass', () => {
    const asked = new Set<string>();
    for (const { command, view } of all) {
      const q = manilaConfirmation(command, view, NAMES);
      if (command.type === 'pass') expect(q).toBeNull();
      else {
        expect(q, command.type).not.toBeNull();
        expect(q!.question).toMatch(/\?/);
        expect(q!.question).not.toMatch(/\bfor 0 pesos|\b1 pesos|undefined|NaN/);
        asked.add(command.type);
      }
    }
    expect([...asked].sort()).toEqual([
      'bid',
      'board',
      'buy-share',
      'launch',
      'mortgage',
      'pilot',
      'place',
      'redeem',
      'send-plundered',
    ]);
  });

  it('says what a mortgage brings and what redeeming it costs', () => {
    const { view } = all[0];
    expect(manilaConfirmation({ type: 'mortgage', good: 'jade' }, view, NAMES)).toEqual({
      question: 'Mortgage one jade share for +12 pesos? You pay 15 to redeem it.',
      confirm: 'Mortgage',
    });
  });

  it('says the insurance is free and pays 10 at once, and a bid of 1 is "1 peso"', () => {
    const place = all.find((c) => c.command.type === 'place' && c.command.spot === 'insurance')!;
    expect(manilaConfirmation(place.command, place.view, NAMES)!.question).toMatch(
      /^Place an accomplice on the insurance\? It is free and you receive 10 pesos now/,
    );
    const bid = all.find((c) => c.command.type === 'bid')!;
    expect(manilaConfirmation({ type: 'bid', amount: 1 }, bid.view, NAMES)!.question).toMatch(
      /^Bid 1 peso for harbour master\?/,
    );
  });

  it("names the boarded seat's owner", () => {
    const board = all.find((c) => c.command.type === 'board' && c.command.replace !== undefined);
    if (!board) {
      expect(all.some((c) => c.command.type === 'board')).toBe(true);
      return;
    }
    expect(plain(manilaConfirmation(board.command, board.view, NAMES)!.question)).toMatch(
      /^Board the \w+ ship, replacing (\w+'s accomplice on )?seat \d\?$/,
    );
  });
});

describe('Questions before tutorial moves', () => {
  it('asks before a purchase or a bet, never before buying none or no bet', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed < 6; seed++) {
      for (const s of playRandomGame(manilaTutorial, { seats: 3, seed, keepStates: true }).states as TutorialState[]) {
        const seat = manilaTutorial.toAct(s)[0];
        if (seat === undefined) continue;
        for (const command of expandLegal(manilaTutorial.legalCommands(s, seat)).slice(0, 60) as TutorialCommand[]) {
          const q = tutorialConfirmation(command);
          const none =
            command.type === 'pass' ||
            (command.type === 'buy-shares' && Object.values(command.shares).every((n) => n === 0));
          if (none) expect(q).toBeNull();
          else {
            expect(q?.question, JSON.stringify(command)).toMatch(/\?/);
            kinds.add(command.type);
          }
        }
      }
    }
    expect([...kinds].sort()).toEqual(['bet', 'buy-shares']);
    expect(tutorialConfirmation({ type: 'buy-shares', shares: { red: 1, green: 2, blue: 0 } })).toEqual({
      question: 'Buy 1 red and 2 green shares for 30 pesos?',
      confirm: 'Buy',
    });
    expect(tutorialConfirmation({ type: 'bet', ship: 'red', number: 7, stake: 1 })!.question).toBe(
      'Stake 1 peso that the red ship advances 7 in the first two movements? A win pays double.',
    );
  });
});

describe('"Confirm my moves", per seat on this device', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('is on by default, turns off for one seat of one game only, and back on', () => {
    expect(confirmsMoves('g1', 0)).toBe(true);
    setConfirmsMoves('g1', 0, false);
    expect(confirmsMoves('g1', 0)).toBe(false);
    expect(confirmsMoves('g1', 1)).toBe(true);
    expect(confirmsMoves('g2', 0)).toBe(true);
    setConfirmsMoves('g1', 0, false);
    expect(JSON.parse(store.get('tradewinds.confirm-moves.v1')!)).toHaveLength(1);
    setConfirmsMoves('g1', 0, true);
    expect(confirmsMoves('g1', 0)).toBe(true);
  });

  it('reads as on when storage is unreadable', () => {
    store.set('tradewinds.confirm-moves.v1', '{not json');
    expect(confirmsMoves('g1', 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import type { ManilaEvent } from '../../../engine/games/manila/types.js';
import { JADE_ARRIVES, launch, newTable, noBids, quietRound, sellHarbourMaster } from './fixtures.js';
import { describeIn } from '../../support/english.js';

const started = (): Extract<ManilaEvent, { type: 'GameStarted' }> => {
  const e = newTable(4).events[0];
  if (e.type !== 'GameStarted') throw new Error('the first event is the start');
  return e;
};

describe('Secret shares: what each seat may see', () => {
  it("Each player sees his own shares; the other seats' shares stay hidden", () => {
    const v = manila.view(newTable(4).state, 1);
    expect(v.players[1]).toMatchObject({
      shares: { jade: 0, silk: 0, ginseng: 1, nutmeg: 1 },
      mortgaged: { jade: 0, silk: 0, ginseng: 0, nutmeg: 0 },
    });
    for (const seat of [0, 2, 3])
      expect(v.players[seat]).toMatchObject({ shares: null, mortgaged: null, shareCount: 2 });
  });

  it("A spectator sees nobody's shares", () => {
    const v = manila.view(newTable(5).state, null);
    expect(v.players.map((p) => p.shares)).toEqual([null, null, null, null, null]);
  });

  it('Views of one state, asked in any order, show each viewer only its own hand, and share what all of them see', () => {
    const state = newTable(4).state;
    const views = [1, 'all', null, 2, 1] as const;
    const [first, all, spectator, second, again] = views.map((v) => manila.view(state, v));
    for (const [v, seat] of [
      [first, 1],
      [second, 2],
      [again, 1],
    ] as const)
      expect(v.players.map((p) => p.shares !== null)).toEqual([0, 1, 2, 3].map((s) => s === seat));
    expect(spectator.players.every((p) => p.shares === null)).toBe(true);
    expect(all.players.every((p) => p.shares !== null)).toBe(true);
    expect(again).toEqual(manila.view(structuredClone(state), 1));
    expect(second.board).toBe(first.board);
    expect(second.players[3]).toBe(spectator.players[3]);
  });

  it('What the table can see stays visible: cash, how many cards each holds and how many are mortgaged, and shares bought from the bank', () => {
    const t = newTable(4);
    noBids(t);
    launch(t, JADE_ARRIVES.ships, 'jade');
    t.do(0, { type: 'mortgage', good: 'silk' });
    const other = manila.view(t.state, 2).players[0];
    expect(other).toEqual({
      seat: 0,
      cash: 37,
      accomplices: 3,
      accomplicesLeft: 3,
      stoppedPlacing: false,
      shareCount: 3,
      mortgagedCount: 1,
      bought: { jade: 1, silk: 0, ginseng: 0, nutmeg: 0 },
      shares: null,
      mortgaged: null,
    });
    expect(manila.view(t.state, 2).bank).toEqual({ jade: 2, silk: 3, ginseng: 3, nutmeg: 3 });
  });

  it("When the game ends every seat's shares are shown to everyone", () => {
    const t = newTable(4);
    for (let round = 0; round < 4; round++) quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
    expect(t.state.status).toBe('over');
    for (const viewer of [0, 1, null] as const) {
      expect(manila.view(t.state, viewer).players.map((p) => p.shares)).toEqual(t.state.players.map((p) => p.shares));
    }
  });

  it('The auditor sees every hand', () => {
    const t = newTable(4);
    expect(manila.view(t.state, 'all').players.map((p) => p.shares)).toEqual(t.state.players.map((p) => p.shares));
  });

  it("The deal, as each seat receives it, shows only that seat's own hand", () => {
    const e = started();
    expect(manila.redact(e, 1)).toEqual({ ...e, deal: [null, ['ginseng', 'nutmeg'], null, null] });
    expect(manila.redact(e, null)).toEqual({ ...e, deal: [null, null, null, null] });
    expect(manila.redact(e, 'all')).toEqual(e);
    expect(describeIn(manila, manila.redact(e, 1), 1)).toContain('your shares: ginseng and nutmeg');
    expect(describeIn(manila, manila.redact(e, 1), 1)).not.toMatch(/jade|silk/);
  });

  it('Which good another seat mortgages or redeems is hidden, forced mortgages included; his own he sees', () => {
    const t = newTable(4);
    const [mortgaged] = t.do(3, { type: 'mortgage', good: 'silk' });
    const [redeemed] = t.do(3, { type: 'redeem', good: 'silk' });
    for (const e of [mortgaged, redeemed]) {
      expect(manila.redact(e, 0)).toEqual({ ...e, good: null });
      expect(manila.redact(e, null)).toEqual({ ...e, good: null });
      expect(manila.redact(e, 3)).toEqual(e);
      expect(manila.redact(e, 'all')).toEqual(e);
    }
    expect(describeIn(manila, manila.redact(mortgaged, 0), 0)).toBe('Seat 4 mortgaged a share for 12 pesos');

    const u = newTable(4);
    sellHarbourMaster(u, 0, 40);
    const forced = u.events.find((e) => e.type === 'ShareMortgaged');
    expect(forced).toMatchObject({ seat: 0, good: 'jade', forced: true });
    expect(manila.redact(forced!, 1)).toMatchObject({ good: null, forced: true });
  });

  it('A share bought from the bank is public', () => {
    const t = newTable(4);
    noBids(t);
    const [bought] = t.do(0, { type: 'buy-share', good: 'nutmeg' });
    expect(manila.redact(bought, 2)).toEqual(bought);
    expect(manila.redact(bought, null)).toEqual(bought);
  });
});

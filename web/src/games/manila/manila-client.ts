import { html } from 'lit';
import type { ManilaEvent } from '../../../../engine/games/manila/types.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { GameClient } from '../game-client.js';
import { GOOD_COLOURS } from './goods-style.js';
import './manila-table.js';

/** Manila in the web client: its table, what each phase asks of a player, and its dice. */
export const manilaClient: GameClient = {
  id: 'manila',
  renderTable: (p) => html`<manila-table .view=${p.view as ManilaView} .legal=${p.legal} .seat=${p.seat} .names=${p.names} .entries=${p.entries}></manila-table>`,
  task(view) {
    const ph = (view as ManilaView).phase;
    switch (ph.kind) {
      case 'auction': return 'bid for harbour master or pass';
      case 'buy-share': return 'buy a share or decline';
      case 'launch': return 'load the ships and choose their starting spaces';
      case 'placement': return `place an accomplice (placement round ${ph.placementRound})`;
      case 'boarding': return `decide whether the ${ph.order === 'captain' ? 'pirate captain' : 'second pirate'} boards`;
      case 'pilot': return `steer as the ${ph.pilot} pilot`;
      case 'plunder': return 'send the plundered ship to the harbour or the shipyard';
      default: return '';
    }
  },
  dice(event) {
    const e = event as ManilaEvent;
    if (e.type !== 'DiceRolled') return null;
    return Object.entries(e.dice).map(([good, value]) => {
      const c = GOOD_COLOURS[good as keyof typeof GOOD_COLOURS];
      return { label: good, value: value ?? 0, fill: c.fill, pip: c.text };
    });
  },
  roundOf(event) {
    const e = event as ManilaEvent;
    return e.type === 'RoundStarted' ? e.round : null;
  },
};

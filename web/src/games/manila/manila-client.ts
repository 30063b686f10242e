import { lineText } from '../../i18n/i18n.js';
import { html } from 'lit';
import type { ManilaEvent } from '../../../../engine/games/manila/types.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { GameClient } from '../game-client.js';
import { msg } from '../../i18n/i18n.js';
import { GOOD_COLOURS, goodName } from './goods-style.js';
import { manilaRoundSummaries } from './round-summary.js';
import { manilaActions } from './manila-actions.js';
import { manilaConfirmation } from './manila-confirmation.js';
import './manila-table.js';

/** Manila in the web client: its table, the controls of each decision, what each phase asks of a player, and its dice. */
export const manilaClient: GameClient = {
  id: 'manila',
  renderTable: (p) => html`<manila-table .view=${p.view as ManilaView} .legal=${p.legal} .seat=${p.seat} .names=${p.names} .entries=${p.entries}
    .selected=${p.selected ?? null}></manila-table>`,
  renderActions: manilaActions,
  confirmation: (command, view, names) => manilaConfirmation(command, view as ManilaView, names),
  task: (view) => { const t = manilaTask(view as ManilaView); return t ? lineText(t, null) : ''; },
  dice(event) {
    const e = event as ManilaEvent;
    if (e.type !== 'DiceRolled') return null;
    return Object.entries(e.dice).map(([good, value]) => {
      const c = GOOD_COLOURS[good as keyof typeof GOOD_COLOURS];
      return { label: goodName(good as keyof typeof GOOD_COLOURS), value: value ?? 0, fill: c.fill, pip: c.text };
    });
  },
  roundOf(event) {
    const e = event as ManilaEvent;
    return e.type === 'RoundStarted' ? e.round : null;
  },
  roundSummaries: manilaRoundSummaries,
};

/** What Manila asks of the seats to act now, in a few words; '' between phases. */
function manilaTask(view: ManilaView): string {
  const ph = view.phase;
  switch (ph.kind) {
    case 'auction': return msg({ id: 'manila.task.auction', defaultMessage: 'bid for harbour master or pass' });
    case 'buy-share': return msg({ id: 'manila.task.buyShare', defaultMessage: 'buy a share or decline' });
    case 'launch': return msg({ id: 'manila.task.launch', defaultMessage: 'load the ships and choose their starting spaces' });
    case 'placement': return msg({ id: 'manila.task.placement', defaultMessage: 'place an accomplice (placement round {round, number})' }, { round: ph.placementRound });
    case 'boarding': return ph.order === 'captain'
      ? msg({ id: 'manila.task.boardingCaptain', defaultMessage: 'decide whether the pirate captain boards' })
      : msg({ id: 'manila.task.boardingSecond', defaultMessage: 'decide whether the second pirate boards' });
    case 'pilot': return ph.pilot === 'small'
      ? msg({ id: 'manila.task.pilotSmall', defaultMessage: 'steer as the small pilot' })
      : msg({ id: 'manila.task.pilotLarge', defaultMessage: 'steer as the large pilot' });
    case 'plunder': return msg({ id: 'manila.task.plunder', defaultMessage: 'send the plundered ship to the harbour or the shipyard' });
    default: return '';
  }
}

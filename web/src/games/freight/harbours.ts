import { svg, type SVGTemplateResult } from 'lit';
import { PORTS } from '../../../../engine/games/who-rules-the-sea/data.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { PORT_AT, PORT_R, portUp } from './board-geometry.js';
import { portName } from './freight-words.js';
import { notesOnPile } from './ship-facts.js';

/** An anchor, the harbour's sign, in a 24-unit box centred on (0, 0). */
const anchor = svg`<g stroke="#17324a" stroke-width="2.2" fill="none" stroke-linecap="round">
  <circle cx="0" cy="-8" r="2.6"></circle><path d="M0 -5.4 V9 M-5 -2 H5 M-9 2 a9 8 0 0 0 18 0"></path></g>`;

/**
 * The six ports as harbour nodes where the routes meet: a round harbour with an anchor, its name
 * and its pile of notes written away from the routes (above the upper row, below the lower one).
 */
export function harbours(view: FreightView): SVGTemplateResult {
  return svg`${PORTS.map(({ id }) => {
    const left = notesOnPile(view, id).length;
    const { x, y } = PORT_AT[id];
    const up = portUp(id);
    // Below, the name leaves room for the two rows of the lanes' square labels beside the port.
    const nameY = up ? y - PORT_R - 40 : y + PORT_R + 38;
    const countY = up ? y - PORT_R - 24 : y + PORT_R + 54;
    const pile = msg(
      {
        id: 'freight.board.pile',
        defaultMessage: '{n, plural, =0 {no notes left} one {# note left} other {# notes left}}',
      },
      { n: left },
    );
    const words = msg({ id: 'freight.board.port', defaultMessage: '{port}: {pile}' }, { port: portName(id), pile });
    return svg`<g class="port" data-port=${id} data-pile=${left} role="img" aria-label=${words}>
      <title>${words}</title>
      <circle cx=${x} cy=${y} r=${PORT_R + 5} fill="#f5ecd2" opacity="0.9"></circle>
      <circle cx=${x} cy=${y} r=${PORT_R} fill="#fffdf6" stroke="#17324a" stroke-width="3"></circle>
      <g transform="translate(${x} ${y + 1}) scale(0.95)">${anchor}</g>
      <text x=${x} y=${nameY} text-anchor="middle" font-size="15.5" font-weight="800" fill="#10283d" data-fit="150">${boardText(portName(id))}</text>
      <text class="pile" x=${x} y=${countY} text-anchor="middle" font-size="11.5" fill="#33516a" data-fit="140">${boardText(pile)}</text>
    </g>`;
  })}`;
}

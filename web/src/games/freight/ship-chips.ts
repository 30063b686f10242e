import { svg, type SVGTemplateResult } from 'lit';
import type { FreightShipView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { list, msg, num } from '../../i18n/i18n.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { boardText } from '../terms.js';
import { CHIP_H, CHIP_W, PORT_AT, PORT_R, angleOf, portUp, routeGeometry, type Vec } from './board-geometry.js';
import { portName, shipName } from './freight-words.js';

/** A ship drawn at (x, y), the chip's left edge and vertical centre. */
export interface PlacedShip {
  ship: FreightShipView;
  x: number;
  y: number;
  heading: Vec | null;
}

/**
 * Where each owned ship outside the docks is drawn. Ships on one square or in one port never sit
 * on each other: on a lane across the page they stack away from the lane, odd squares a row further
 * each in the row nearest the lane where it touches no chip already placed; on a lane down the page
 * they line up sideways; in a port they fill columns away from the port's name.
 */
export function placeShips(ships: readonly FreightShipView[]): PlacedShip[] {
  const groups = new Map<string, FreightShipView[]>();
  for (const s of ships) {
    if (s.owner === null || s.loc.at === 'docks') continue;
    const key = s.loc.at === 'sea' ? `${s.loc.route}@${s.loc.pos}` : s.loc.port;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const out: PlacedShip[] = [];
  /** Chips already placed on each lane across the page: their left edge and row. */
  const rows = new Map<string, { x: number; level: number }[]>();
  const byPlace = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  for (const [, group] of byPlace) {
    group.forEach((ship, i) => {
      const loc = ship.loc;
      if (loc.at === 'sea') {
        const g = routeGeometry(loc.route);
        const n = g.route.squares.length;
        const p = g.at[Math.max(0, Math.min(n + 1, loc.pos))];
        const heading = loc.dest === g.route.b ? g.dir : { x: -g.dir.x, y: -g.dir.y };
        const inward = { x: -g.labelSide.x, y: -g.labelSide.y };
        if (g.horizontal) {
          // Kept between the harbours' rims, clear of the lanes that run down from the ports.
          const lo = Math.min(g.at[0].x, g.at[n + 1].x) + PORT_R + 2;
          const hi = Math.max(g.at[0].x, g.at[n + 1].x) - PORT_R - 2 - CHIP_W;
          const x = Math.max(lo, Math.min(hi, p.x - CHIP_W / 2));
          const placed = rows.get(loc.route) ?? [];
          let level = 0;
          while (placed.some((c) => c.level === level && Math.abs(c.x - x) < CHIP_W + 4)) level++;
          rows.set(loc.route, [...placed, { x, level }]);
          out.push({ ship, heading, x, y: p.y + inward.y * (g.tile / 2 + 4 + CHIP_H / 2 + level * (CHIP_H + 3)) });
        } else {
          const off = g.tile / 2 + 5 + i * (CHIP_W + 4);
          out.push({ ship, heading, x: inward.x > 0 ? p.x + off : p.x - off - CHIP_W, y: p.y });
        }
      } else if (loc.at === 'port') {
        const at = PORT_AT[loc.port];
        const cols = group.length === 1 ? 1 : group.length <= 6 ? 2 : 3;
        const row = Math.floor(i / cols);
        const x = at.x + ((i % cols) - cols / 2) * (CHIP_W + 6) + 3;
        const y = portUp(loc.port) ? at.y - PORT_R - 66 - row * (CHIP_H + 4) : at.y + PORT_R + 70 + row * (CHIP_H + 4);
        out.push({ ship, heading: null, x, y });
      }
    });
  }
  return out;
}

/** What a ship's marker tells, in words: its name, owner, where it is, heading, insurance, turns to miss. */
export function shipWords(ship: FreightShipView, names: readonly string[], own = false): string {
  const parts: string[] = [
    msg(
      { id: 'freight.board.shipOf', defaultMessage: '{ship} ({owner})' },
      { ship: shipName(ship.id), owner: seatName(names, ship.owner ?? 0) },
    ),
  ];
  if (own) parts.push(msg({ id: 'freight.board.yours', defaultMessage: 'yours' }));
  const loc = ship.loc;
  if (loc.at === 'sea') {
    const n = routeGeometry(loc.route).route.squares.length;
    parts.push(
      msg(
        { id: 'freight.board.shipAtSea', defaultMessage: 'square {pos, number} of {n, number}, heading for {port}' },
        { pos: loc.pos, n, port: portName(loc.dest) },
      ),
    );
  } else if (loc.at === 'port') {
    parts.push(
      loc.pawned
        ? msg(
            { id: 'freight.board.shipPawned', defaultMessage: 'pawned, laid up in {port}' },
            { port: portName(loc.port) },
          )
        : msg({ id: 'freight.board.shipInPort', defaultMessage: 'in {port}' }, { port: portName(loc.port) }),
    );
  }
  if (ship.insured) parts.push(msg({ id: 'freight.board.insured', defaultMessage: 'insured' }));
  if (ship.missTurns > 0)
    parts.push(
      msg(
        {
          id: 'freight.board.missTurns',
          defaultMessage: '{n, plural, one {misses its next turn} other {misses its next # turns}}',
        },
        { n: ship.missTurns },
      ),
    );
  return list(parts, 'unit');
}

/** The bow arrow of a ship under way, pointing where it sails (drawn pointing right, then turned). */
export const bow = (cx: number, cy: number, heading: Vec) =>
  svg`<polygon points="-4.5,-4 5,0 -4.5,4" fill="#fff" transform="translate(${cx} ${cy}) rotate(${angleOf(heading)})"></polygon>`;

/** A padlock: the ship is pawned and laid up in port. */
export const padlock = (cx: number, cy: number) => svg`<g fill="none" stroke="#fff" stroke-width="1.4">
  <path d="M${cx - 2.5} ${cy - 1} v-2 a2.5 2.5 0 0 1 5 0 v2"></path>
  <rect x=${cx - 3.5} y=${cy - 1} width="7" height="5" rx="1" fill="#fff" stroke="none"></rect></g>`;

/** An anchor dot: the ship lies in port, free to trade. */
const moored = (cx: number, cy: number) => svg`<circle cx=${cx} cy=${cy} r="3" fill="#fff"></circle>`;

/** A small green shield with a tick, the ship's insurance in force. */
export const shieldBadge = (x: number, y: number) => svg`<g class="insured-badge">
  <path d="M${x} ${y - 6} l5 2 v3.5 c0 3 -2.3 5 -5 6 c-2.7 -1 -5 -3 -5 -6 v-3.5 z" fill="#1b7a3e" stroke="#fff" stroke-width="1"></path>
  <path d="M${x - 2.3} ${y} l1.7 1.8 l3 -3.4" stroke="#fff" stroke-width="1.3" fill="none"></path></g>`;

/** A dark pill with a pause sign and the number of turns the ship will miss. */
export const missBadge = (x: number, y: number, n: number) => svg`<g class="miss-badge">
  <rect x=${x} y=${y - 6} width="22" height="12" rx="6" fill="#2a2f36" stroke="#fff" stroke-width="1"></rect>
  <path d="M${x + 5.5} ${y - 3} v6 M${x + 8.5} ${y - 3} v6" stroke="#fff" stroke-width="1.6"></path>
  <text x=${x + 15.5} y=${y + 3.5} text-anchor="middle" font-size="9.5" font-weight="700" fill="#fff">${num(n)}</text></g>`;

/**
 * One ship's marker: a card edged in its owner's colour, the bow (or lock) in a band of that colour,
 * the name, and its badges. The viewer's own ships stand out with a halo of their colour.
 */
export function shipChip(p: PlacedShip, names: readonly string[], viewer: number | null = null): SVGTemplateResult {
  const { ship, x, y } = p;
  const own = viewer !== null && ship.owner === viewer;
  const colour = seatColour(ship.owner ?? 0);
  const pawned = ship.loc.at === 'port' && ship.loc.pawned;
  const words = shipWords(ship, names, own);
  const top = y - CHIP_H / 2;
  const mark = p.heading ? bow(x + 8, y, p.heading) : pawned ? padlock(x + 8, y) : moored(x + 8, y);
  return svg`<g class="ship" data-ship=${ship.id} data-owner=${ship.owner ?? ''} data-where=${ship.loc.at === 'sea' ? `${ship.loc.route}@${ship.loc.pos}` : ship.loc.at === 'port' ? ship.loc.port : ''}
      data-pawned=${pawned ? 'true' : 'false'} role="img" aria-label=${words}>
    <title>${words}</title>
    ${own ? svg`<rect class="own-halo" x=${x - 2.5} y=${top - 2.5} width=${CHIP_W + 5} height=${CHIP_H + 5} rx="6" fill=${colour} opacity="0.3"></rect>` : ''}
    <rect class="card" x=${x} y=${top} width=${CHIP_W} height=${CHIP_H} rx="4" fill=${pawned ? '#eceae4' : '#fffdf8'} stroke=${colour}
      stroke-width="2" stroke-dasharray=${pawned ? '4 2.5' : 'none'}></rect>
    <rect x=${x} y=${top} width="16" height=${CHIP_H} rx="4" fill=${colour} opacity=${pawned ? 0.6 : 1}></rect>
    ${mark}
    <text x=${x + 19} y=${y + 3.6} font-size="10" font-weight="600" fill=${pawned ? '#4a4740' : '#1d2630'} font-style=${pawned ? 'italic' : 'normal'} data-fit=${CHIP_W - 22}>${boardText(shipName(ship.id))}</text>
    ${ship.insured ? shieldBadge(x + CHIP_W - 1, top - 1) : ''}
    ${ship.missTurns > 0 ? missBadge(x + CHIP_W - 32, top - 2, ship.missTurns) : ''}
  </g>`;
}

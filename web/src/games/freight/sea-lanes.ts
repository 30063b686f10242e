import { svg, type SVGTemplateResult } from 'lit';
import type { SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import { msg } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { ROUTE_GEOMETRY, type RouteGeometry } from './board-geometry.js';
import { routeName, squareName } from './freight-words.js';
import { squareTile } from './square-icons.js';
import { squareText } from './square-words.js';

/** One sea square of the 60, in the order the keyboard walks them (route by route, from port a). */
export interface SeaSquare {
  index: number;
  route: string;
  pos: number;
  code: SquareCode;
  g: RouteGeometry;
}

export const SEA_SQUARES: readonly SeaSquare[] = ROUTE_GEOMETRY.flatMap((g) =>
  g.route.squares.map((code, i) => ({ route: g.route.id, pos: i + 1, code, g })),
).map((s, index) => ({ ...s, index }));

export interface LaneContext {
  /** Routes the viewer may sail now, and the one chosen in the action bar. */
  routes: ReadonlySet<string>;
  selected: string | null;
  /** The square that holds the board's single tab stop (arrow keys move it). */
  cursor: number;
  /** The square whose printed text is open, if any. */
  open: number | null;
  select(route: string): void;
  showSquare(index: number): void;
  squareKey(e: KeyboardEvent, index: number): void;
}

export const stepsWords = (route: string, steps: number): string =>
  msg(
    { id: 'freight.board.routeSteps', defaultMessage: '{route} · {n, plural, one {# step} other {# steps}}' },
    { route: routeName(route), n: steps },
  );

/** What a square says to a screen reader and in its tooltip: where it is, its type, its printed text. */
export function squareWords(s: SeaSquare): string {
  return msg(
    { id: 'freight.board.square', defaultMessage: '{route}, square {pos, number}: {name}. {text}' },
    { route: routeName(s.route), pos: s.pos, name: squareName(s.code), text: squareText(s.code) },
  );
}

export function seaLanes(ctx: LaneContext): SVGTemplateResult {
  return svg`${ROUTE_GEOMETRY.map((g) => lane(g, ctx))}`;
}

function lane(g: RouteGeometry, ctx: LaneContext): SVGTemplateResult {
  const id = g.route.id;
  const a = g.at[0];
  const b = g.at[g.at.length - 1];
  const sailable = ctx.routes.has(id);
  const chosen = ctx.selected === id;
  const squares = SEA_SQUARES.filter((s) => s.route === id);
  return svg`<g class="route" data-route=${id} data-sailable=${sailable ? 'true' : 'false'} data-selected=${chosen ? 'true' : 'false'}>
    ${
      sailable || chosen
        ? svg`<line class="route-band" x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y} stroke=${chosen ? '#0b57d0' : '#1a73e8'} stroke-opacity=${chosen ? 0.5 : 0.22}
          stroke-width=${g.tile + (chosen ? 18 : 12)} stroke-linecap="round" @click=${() => sailable && ctx.select(id)}></line>`
        : ''
    }
    <line x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y} stroke="#7ea9bf" stroke-width="2" stroke-dasharray="5 4"></line>
    ${squares.map((s) => square(s, ctx, sailable))}
    ${routeLabel(g, ctx, sailable, chosen)}
  </g>`;
}

function square(s: SeaSquare, ctx: LaneContext, sailable: boolean): SVGTemplateResult {
  const { g, pos, code } = s;
  const p = g.at[pos];
  const words = squareWords(s);
  const onClick = () => {
    ctx.showSquare(s.index);
    if (sailable) ctx.select(s.route);
  };
  return svg`<g class="square" data-square=${`${s.route}@${pos}`} data-code=${code} role="button" tabindex=${ctx.cursor === s.index ? 0 : -1}
      aria-label=${words}
      @focus=${() => ctx.showSquare(s.index)} @click=${onClick} @keydown=${(e: KeyboardEvent) => ctx.squareKey(e, s.index)}>
    <title>${words}</title>
    ${squareTile(code, p.x, p.y, g.tile, ctx.open === s.index)}
    ${code === '.' ? '' : squareLabel(s)}
  </g>`;
}

/**
 * The type's name next to its tile, outward from the ring. On lanes across the page the labels of
 * odd and even squares take two rows, so each may be nearly two squares wide before it is squeezed.
 */
function squareLabel(s: SeaSquare): SVGTemplateResult {
  const { g, pos } = s;
  const p = g.at[pos];
  const spacing = g.spacing;
  const words = boardText(squareName(s.code));
  if (g.horizontal) {
    const up = g.labelSide.y < 0;
    // The squares next to a port take the row nearer the tile, clear of the port's name.
    const row = (pos + 1) % 2;
    const y = up ? p.y - g.tile / 2 - 5 - row * 12 : p.y + g.tile / 2 + 12 + row * 12;
    return svg`<text class="square-label" x=${p.x} y=${y} text-anchor="middle" font-size="10.5" fill="#17324a" data-fit=${Math.floor(2 * spacing - 6)} aria-hidden="true">${words}</text>`;
  }
  const right = g.labelSide.x > 0;
  const x = right ? p.x + g.tile / 2 + 5 : p.x - g.tile / 2 - 5;
  return svg`<text class="square-label" x=${x} y=${p.y + 3.5} text-anchor=${right ? 'start' : 'end'} font-size="10.5" fill="#17324a" data-fit=${right ? 64 : 72} aria-hidden="true">${words}</text>`;
}

/** The route's name and length, outside its labels; a button (a pill) while the viewer may sail it. */
function routeLabel(g: RouteGeometry, ctx: LaneContext, sailable: boolean, chosen: boolean): SVGTemplateResult {
  const id = g.route.id;
  const words = stepsWords(id, g.route.squares.length + 1);
  const mid = g.at[Math.floor(g.at.length / 2)];
  const midX = (g.at[0].x + g.at[g.at.length - 1].x) / 2;
  const midY = (g.at[0].y + g.at[g.at.length - 1].y) / 2;
  let x: number;
  let y: number;
  let rotate = 0;
  if (g.horizontal) {
    x = midX;
    y = g.labelSide.y < 0 ? mid.y - g.tile / 2 - 38 : mid.y + g.tile / 2 + 46;
  } else {
    x = g.labelSide.x > 0 ? mid.x + g.tile / 2 + 86 : mid.x - g.tile / 2 - 92;
    y = midY;
    rotate = -90;
  }
  const w = 190;
  const text = svg`<text x="0" y="4.5" text-anchor="middle" font-size="12.5" font-weight="700" fill=${sailable ? '#0b3d91' : '#24465e'} data-fit=${w - 16}>${boardText(words)}</text>`;
  if (!sailable)
    return svg`<g class="route-name" transform="translate(${x} ${y}) rotate(${rotate})" aria-hidden="true">${text}</g>`;
  // The button's name holds its visible words, as speech input users say what they see.
  const label = msg({ id: 'freight.board.chooseRoute', defaultMessage: 'Choose {route}' }, { route: boardText(words) });
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      ctx.select(id);
    }
  };
  return svg`<g class="route-pick" data-route=${id} role="button" tabindex="0" aria-pressed=${chosen ? 'true' : 'false'} aria-label=${label}
      transform="translate(${x} ${y}) rotate(${rotate})" @click=${() => ctx.select(id)} @keydown=${onKey}>
    <title>${label}</title>
    <rect x=${-w / 2} y="-11" width=${w} height="22" rx="11" fill=${chosen ? '#0b57d0' : '#eaf2ff'} stroke="#0b57d0" stroke-width="1.5"></rect>
    ${chosen ? svg`<text x="0" y="4.5" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff" data-fit=${w - 16}>${boardText(words)}</text>` : text}
  </g>`;
}

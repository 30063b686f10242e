import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Seat } from '../../../../engine/core/types.js';
import { seatColour } from '../../ui/seat-colours.js';
import type { BoardContext } from './board-context.js';
import { msg, num } from '../../i18n/i18n.js';
import { boardText } from '../terms.js';
import { pesos } from './goods-style.js';

export interface SpotDrawing {
  x: number;
  y: number;
  occupant: Seat | null;
  /** Printed on a free spot: its price in pesos, or null when it is free. */
  price: number | null;
  /** What the spot is, for screen readers and tooltips ("harbour A"). */
  label: string;
  /** Drawn as "the next seat you would take". */
  highlighted?: boolean;
  r?: number;
}

/** One place an accomplice can stand: a coloured pawn with its seat number, or the printed price when free. */
export function accompliceSpot(d: SpotDrawing, ctx: BoardContext): SVGTemplateResult {
  const r = d.r ?? 17;
  if (d.occupant !== null) {
    const name = ctx.who(d.occupant);
    const words = msg({ id: 'manila.spot.taken', defaultMessage: '{spot}: {name}' }, { spot: d.label, name });
    return svg`<g class="pawn" role="img" aria-label=${words}>
      <title>${words}</title>
      <circle cx=${d.x} cy=${d.y} r=${r} fill=${seatColour(d.occupant)} stroke="#fff" stroke-width="2.5"></circle>
      <text x=${d.x} y=${d.y + 5} text-anchor="middle" font-size="15" font-weight="700" fill="#fff">${num(d.occupant + 1)}</text>
    </g>`;
  }
  const printed = d.price === null ? msg({ id: 'manila.spot.freePrice', defaultMessage: 'free' }) : num(d.price);
  const words =
    d.price === null
      ? msg({ id: 'manila.spot.openFree', defaultMessage: '{spot}: open, free' }, { spot: d.label })
      : msg(
          { id: 'manila.spot.open', defaultMessage: '{spot}: open, {price}' },
          { spot: d.label, price: pesos(d.price) },
        );
  return svg`<g class="free-spot" role="img" aria-label=${words}>
    <title>${words}</title>
    <circle cx=${d.x} cy=${d.y} r=${r} fill=${d.highlighted ? '#fff6c2' : '#fffdf7'}
      stroke=${d.highlighted ? '#1a73e8' : '#8a7a5a'} stroke-width=${d.highlighted ? 3 : 1.5}
      stroke-dasharray=${d.highlighted ? nothing : '4 3'}></circle>
    <text x=${d.x} y=${d.y + 5} text-anchor="middle" font-size=${printed.length > 2 ? 11 : 14} fill="#3a3328">${d.price === null ? boardText(printed) : printed}</text>
  </g>`;
}

/**
 * Makes part of the board a keyboard- and pointer-operable button when the viewer may place there;
 * otherwise draws it as it is. The button is a bare frame laid over the drawing: its name ("Place on
 * harbour A …") is then all it says, never at odds with the printed text beneath it.
 */
export function placeTarget(
  spot: string,
  label: string,
  ctx: BoardContext,
  body: SVGTemplateResult,
  box: { x: number; y: number; w: number; h: number },
): SVGTemplateResult {
  if (!ctx.placeable.has(spot)) return body;
  const selected = ctx.selected === spot;
  const place = msg({ id: 'manila.spot.placeOn', defaultMessage: 'Place on {spot}' }, { spot: label });
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      ctx.select(spot);
    }
  };
  return svg`<g class="target">
    <rect class="target-frame" x=${box.x} y=${box.y} width=${box.w} height=${box.h} rx="10"
      fill=${selected ? 'rgba(26,115,232,0.18)' : 'rgba(26,115,232,0.06)'} stroke="#1a73e8" stroke-width=${selected ? 4 : 2}></rect>
    ${body}
    <rect class="place-target" data-spot=${spot} role="button" tabindex="0" aria-pressed=${selected ? 'true' : 'false'}
      aria-label=${place} x=${box.x} y=${box.y} width=${box.w} height=${box.h} rx="10" fill="transparent"
      @click=${() => ctx.select(spot)} @keydown=${onKey}><title>${place}</title></rect>
  </g>`;
}

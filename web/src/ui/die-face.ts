import { svg, type SVGTemplateResult } from 'lit';

const PIPS: Partial<Record<number, [number, number][]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die showing `value` pips, drawn as SVG at (x, y) with the given size; the colour names whose die it is. */
export function dieFace(
  value: number,
  x: number,
  y: number,
  size: number,
  fill: string,
  pip = '#fff',
): SVGTemplateResult {
  const s = size / 4;
  return svg`<g class="die" data-value=${value}>
    <rect x=${x} y=${y} width=${size} height=${size} rx=${size / 6} fill=${fill} stroke="#2a2218" stroke-width="1"></rect>
    ${(PIPS[value] ?? []).map(([dx, dy]) => svg`<circle cx=${x + size / 2 + dx * s * 1.2} cy=${y + size / 2 + dy * s * 1.2} r=${size / 10} fill=${pip}></circle>`)}
    ${PIPS[value] ? '' : svg`<text x=${x + size / 2} y=${y + size / 2 + size / 6} text-anchor="middle" font-size=${size / 2} fill=${pip}>${value}</text>`}
  </g>`;
}

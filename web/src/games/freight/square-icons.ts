import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';

/**
 * Each square type's tile: a colour family and a simple pictogram, drawn on a 24 x 24 grid so
 * the same drawing serves the board's tiles and the legend's swatches. Colour is never the only
 * cue: every type has its own shape (wheel, cloud and bolt, sun over flat water, wind lines and a
 * number, U-turn, black flag, icebergs, lock gates, rollers, life ring).
 */
export interface TileStyle {
  fill: string;
  stroke: string;
}

export const TILE_STYLE: Readonly<Record<SquareCode, TileStyle>> = {
  '.': { fill: '#e6f2f8', stroke: '#8fb4c6' },
  H: { fill: '#f7e6bb', stroke: '#8a6420' },
  ST: { fill: '#dde1e7', stroke: '#3f4856' },
  DO: { fill: '#fbf1cf', stroke: '#a88a26' },
  FW: { fill: '#daf1df', stroke: '#25704a' },
  HW: { fill: '#fbe0d8', stroke: '#a63b22' },
  GL: { fill: '#e7def4', stroke: '#573a8a' },
  PI: { fill: '#f3e3e3', stroke: '#6d1b1b' },
  IC: { fill: '#eef8fc', stroke: '#2f7398' },
  SC: { fill: '#f3e9d4', stroke: '#7e6230' },
  CR: { fill: '#d4e7f4', stroke: '#1b5a86' },
  RS: { fill: '#fde9e7', stroke: '#b3261e' },
};

const windLines = (colour: string) =>
  svg`<path d="M2 7 h8 M2 17 h8 M2 12 h7" stroke=${colour} stroke-width="2" stroke-linecap="round" fill="none"></path>`;
/** "+3" or "−3" drawn as strokes, not text: a pictogram, so the square's accessible name stays its words alone. */
const threeSteps = (
  sign: '+' | '-',
  colour: string,
) => svg`<g stroke=${colour} stroke-width="1.9" fill="none" stroke-linecap="round" stroke-linejoin="round">
  <path d=${sign === '+' ? 'M12 12 h4.4 M14.2 9.8 v4.4' : 'M12 12 h4.4'}></path>
  <path d="M17.6 7.6 h4.2 l-2.6 3.4 a2.5 2.5 0 1 1 -2.2 3.9"></path></g>`;

/** The pictogram alone, in 24 x 24 units. */
export function pictogram(code: SquareCode): SVGTemplateResult {
  switch (code) {
    case '.':
      return svg`<path d="M5 13 q3.5 -3 7 0 t7 0" stroke="#8fb4c6" stroke-width="1.6" fill="none"></path>`;
    case 'H':
      return svg`<g stroke="#5c3f10" stroke-linecap="round" fill="none">
        <circle cx="12" cy="12" r="6" stroke-width="2"></circle>
        <path d="M12 2.5 V21.5 M2.5 12 H21.5 M5.3 5.3 L18.7 18.7 M18.7 5.3 L5.3 18.7" stroke-width="1.8"></path>
        <circle cx="12" cy="12" r="2.2" fill="#5c3f10" stroke="none"></circle>
      </g>`;
    case 'ST':
      return svg`<g fill="#4d5665"><circle cx="8.5" cy="9.5" r="3.8"></circle><circle cx="13.5" cy="7.5" r="5"></circle><circle cx="18" cy="10" r="3.4"></circle><rect x="5" y="9" width="15" height="4.4" rx="2"></rect></g>
        <polygon points="12.5,12.5 8.5,18.5 11.5,18.5 9.5,23 16,16 12.8,16 15,12.5" fill="#f2b705" stroke="#8a6200" stroke-width="0.6"></polygon>`;
    case 'DO':
      return svg`<circle cx="12" cy="8.5" r="4" fill="#e0a526"></circle>
        <path d="M12 1.5 v1.8 M5 8.5 h1.8 M17.2 8.5 h1.8 M7 3.5 l1.3 1.3 M17 3.5 l-1.3 1.3" stroke="#e0a526" stroke-width="1.5" stroke-linecap="round"></path>
        <path d="M3 16.5 H21 M5 20.5 H19" stroke="#6f7c89" stroke-width="2" stroke-linecap="round"></path>`;
    case 'FW':
      return svg`${windLines('#25704a')}${threeSteps('+', '#1b5c3b')}`;
    case 'HW':
      return svg`${windLines('#a63b22')}${threeSteps('-', '#8c2f1a')}`;
    case 'GL':
      return svg`<path d="M7 21 V10 a5 5 0 0 1 10 0 V14.5" stroke="#573a8a" stroke-width="2.6" fill="none" stroke-linecap="round"></path>
        <polygon points="12.6,13.5 17,20 21.4,13.5" fill="#573a8a"></polygon>`;
    case 'PI':
      return svg`<path d="M5.5 2.5 V22" stroke="#3a2a1a" stroke-width="1.8" stroke-linecap="round"></path>
        <rect x="5.5" y="3.5" width="15" height="10.5" fill="#16161a"></rect>
        <circle cx="13" cy="7.6" r="2.5" fill="#fff"></circle>
        <path d="M9.6 10 L16.4 12.6 M9.6 12.6 L16.4 10" stroke="#fff" stroke-width="1.3" stroke-linecap="round"></path>`;
    case 'IC':
      return svg`<polygon points="2.5,19 8,8.5 12.5,19" fill="#fff" stroke="#2f7398" stroke-width="1.4" stroke-linejoin="round"></polygon>
        <polygon points="9.5,19 15.5,4.5 21.5,19" fill="#fff" stroke="#2f7398" stroke-width="1.4" stroke-linejoin="round"></polygon>
        <path d="M2 20.5 H22" stroke="#2f7398" stroke-width="1.6" stroke-linecap="round"></path>`;
    case 'SC':
      return svg`<rect x="2" y="3" width="20" height="5" fill="#d9b875"></rect><rect x="2" y="16" width="20" height="5" fill="#d9b875"></rect>
        <rect x="2" y="8" width="20" height="8" fill="#4f9fd1"></rect>
        <path d="M8 8 V16 M16 8 V16" stroke="#5a3c12" stroke-width="2"></path>`;
    case 'CR':
      return svg`<path d="M1.5 8 q2.75 -4 5.5 0 t5.5 0 t5.5 0 t5 0 M1.5 13.5 q2.75 -4 5.5 0 t5.5 0 t5.5 0 t5 0 M1.5 19 q2.75 -4 5.5 0 t5.5 0 t5.5 0 t5 0"
        stroke="#1b5a86" stroke-width="2" fill="none" stroke-linecap="round"></path>`;
    case 'RS':
      return svg`<circle cx="12" cy="12" r="7" fill="none" stroke="#fff" stroke-width="4.5"></circle>
        <circle cx="12" cy="12" r="7" fill="none" stroke="#c62828" stroke-width="4.5" stroke-dasharray="5.5 5.5"></circle>
        <circle cx="12" cy="12" r="9.4" fill="none" stroke="#7a1a14" stroke-width="0.8"></circle>
        <circle cx="12" cy="12" r="4.6" fill="none" stroke="#7a1a14" stroke-width="0.8"></circle>`;
  }
}

/** A square's tile of side `s` centred on (x, y): the rounded square in its colours and its pictogram. */
export function squareTile(code: SquareCode, x: number, y: number, s: number, emphasis = false): SVGTemplateResult {
  const st = TILE_STYLE[code];
  return svg`<rect x=${x - s / 2} y=${y - s / 2} width=${s} height=${s} rx=${s / 5} fill=${st.fill} stroke=${emphasis ? '#0b3d91' : st.stroke} stroke-width=${emphasis ? 2.5 : 1.3}></rect>
    <g transform="translate(${x - s / 2 + s * 0.1} ${y - s / 2 + s * 0.1}) scale(${(s * 0.8) / 24})" aria-hidden="true">${pictogram(code)}</g>`;
}

/** A swatch of a square type for a legend outside the board (a tiny SVG of its own). */
export function squareSwatch(code: SquareCode, size = 28): TemplateResult {
  return html`<svg width=${size} height=${size} viewBox="0 0 28 28" aria-hidden="true">${squareTile(code, 14, 14, 26)}</svg>`;
}

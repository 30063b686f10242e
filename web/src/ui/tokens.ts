import { unsafeCSS, type CSSResult } from 'lit';

/**
 * The client's design tokens: every colour, spacing step and type size the components' styles use,
 * as CSS custom properties on the page's root, where every shadow root inherits them. A theme is a
 * change of these values and nothing else (the dark one below is one; a high-contrast or large-text
 * one would be another).
 *
 * - Colours (`--tw-<name>`): the names most panels share say what the colour is for (`paper` behind
 *   a panel, `line` around it, `ink-muted` for secondary text, `accent` for links and the primary
 *   button, `alert` for refusals); the rest are named by hue and lightness in per cent (`sand-84`),
 *   each used by one or two components for a tint of their own.
 * - Type sizes: `--tw-text-N` is N hundredths of a rem times `--tw-text-scale` (1 by default).
 * - Spacing (gaps, padding, margins): `--tw-space-N` is N twentieths of a rem times `--tw-space-scale`.
 *
 * The board art drawn in SVG attributes (squares, ships, goods, dice) keeps its own colours:
 * presentation attributes cannot read custom properties. The boards therefore stay light in every
 * theme (`lightBoard` below), so what their styles draw over that art keeps its contrast.
 *
 * Components import this module for its effect: the first import adds the sheet to the document, so
 * a page that shows any component (the app, or a test page that mounts one) has the tokens.
 */

/** The default (light) palette. */
const LIGHT: Readonly<Record<string, string>> = {
  accent: '#0f5e8c',
  'accent-strong': '#0b4668',
  'accent-glow': '#0f5e8c33',
  focus: '#1a73e8',
  surface: '#fff',
  page: '#f4efe4',
  paper: '#fffdf8',
  'paper-warm': '#fffaf0',
  'paper-cream': '#fffdf6',
  'paper-cool': '#fbfdff',
  line: '#d5cab2',
  'line-cool': '#c9d3dc',
  'control-line': '#7a6a50',
  'field-line': '#8c8270',
  'control-hover': '#f3e6c8',
  ink: '#1f2328',
  'ink-muted': '#5d5a52',
  'ink-slate': '#4f5963',
  'ink-brown': '#4a4436',
  'ink-faded': '#6b6352',
  alert: '#a23a16',
  'alert-strong': '#9c2a0e',
  highlight: '#fff3c4',
  good: '#1d6b35',
  'blue-15': '#10283d',
  'blue-15-2': '#1d2630',
  'blue-25': '#33404b',
  'blue-29': '#0b4f8a',
  'blue-30': '#3d4f5c',
  'blue-31': '#0b3d91',
  'blue-33': '#4a5560',
  'blue-65': '#7fb0cf',
  'blue-92': '#e3ebf2',
  'blue-93': '#e6eef4',
  'blue-93-2': '#e4f0f8',
  'blue-95': '#eef1f4',
  'blue-96': '#eef5fb',
  'green-23': '#1d5a26',
  'green-24': '#1d5b32',
  'green-27': '#1d6b2c',
  'green-27-2': '#1d6b3a',
  'green-33': '#1d8a3a',
  'green-34': '#2f7d32',
  'green-90': '#dcefe2',
  'green-90-2': '#dcefdc',
  'grey-0-a13': '#0002',
  'grey-0-a25': 'rgba(0,0,0,0.25)',
  'grey-18': '#2b2d31',
  'grey-27': '#4a4740',
  'grey-27-2': '#4a463e',
  'grey-47': '#6c7a86',
  'grey-50': '#8a8577',
  'grey-60': '#999',
  'grey-8-a35': 'rgb(20 20 20 / 0.35)',
  'red-25': '#6d1f10',
  'red-28': '#7a2c14',
  'red-32': '#8a2a18',
  'red-42': '#c8102e',
  'red-43': '#b0492a',
  'red-43-2': '#b3402a',
  'red-92': '#fde2da',
  'red-92-2': '#fbe3dc',
  'rust-20': '#5a3d0c',
  'rust-30': '#8a3510',
  'rust-30-2': '#7d5a1e',
  'rust-30-3': '#6b5530',
  'rust-38': '#a8641a',
  'rust-45': '#8c7a58',
  'rust-47': '#b08a3e',
  'rust-49': '#d08a2c',
  'rust-92': '#fbe7d8',
  'rust-93': '#f1eeea',
  'sand-45': '#d29a12',
  'sand-48': '#c99a2e',
  'sand-50': '#e8a317',
  'sand-51': '#c9a23a',
  'sand-60': '#b9a57a',
  'sand-61': '#b7a77f',
  'sand-71': '#cdbf9f',
  'sand-74': '#d9c89f',
  'sand-78': '#d8cdb5',
  'sand-78-2': '#d6cdb8',
  'sand-78-3': '#d8cdb4',
  'sand-83': '#e4dac4',
  'sand-84': '#e6dcc6',
  'sand-84-2': '#e6ddc8',
  'sand-85': '#eadfc8',
  'sand-87': '#f6e9c8',
  'sand-88': '#efe6d0',
  'sand-89': '#f0e8d6',
  'sand-89-2': '#efe7d6',
  'sand-91': '#f7efd9',
  'sand-92': '#fff4d6',
  'sand-95': '#fff8e6',
};

/**
 * The dark palette: each light colour with its lightness mirrored (light paper becomes dark, dark
 * ink light, each tint keeps its hue), so every pairing keeps its contrast. Focus keeps its blue.
 */
const DARK: Readonly<Record<string, string>> = {
  accent: '#7abfe6',
  'accent-strong': '#97cdec',
  'accent-glow': '#7abfe633',
  surface: '#1a1a1a',
  page: '#392f1b',
  paper: '#352704',
  'paper-warm': '#3b2905',
  'paper-cream': '#362b04',
  'paper-cool': '#041b32',
  line: '#5f5339',
  'line-cool': '#34404b',
  'control-line': '#aea18b',
  'field-line': '#928a7c',
  'control-hover': '#534219',
  ink: '#cfd4d9',
  'ink-muted': '#adaaa3',
  'ink-slate': '#9ea7af',
  'ink-brown': '#c5bfb3',
  'ink-faded': '#aca697',
  alert: '#df8769',
  'alert-strong': '#e6856e',
  highlight: '#5e4c08',
  good: '#96dbab',
  'blue-15': '#bbd3e8',
  'blue-15-2': '#c8d1db',
  'blue-25': '#b2bec7',
  'blue-29': '#7cb7ea',
  'blue-30': '#a4b3bf',
  'blue-31': '#76a1ea',
  'blue-33': '#a1aab3',
  'blue-65': '#3e6d8b',
  'blue-92': '#1e2c38',
  'blue-93': '#1b2b36',
  'blue-93-2': '#142c3c',
  'blue-95': '#1f252c',
  'blue-96': '#102435',
  'green-23': '#a4dbac',
  'green-24': '#a3dbb6',
  'green-27': '#96dba3',
  'green-27-2': '#96dbb0',
  'green-33': '#7dda96',
  'green-34': '#88ca8b',
  'green-90': '#203e2a',
  'green-90-2': '#203e20',
  'grey-0-a13': '#f2f2f222',
  'grey-0-a25': '#f2f2f240',
  'grey-18': '#c8cace',
  'grey-27': '#bcb9b3',
  'grey-27-2': '#bebab3',
  'grey-47': '#818c96',
  'grey-50': '#8d897d',
  'grey-60': '#707070',
  'grey-8-a35': '#e1e1e159',
  'red-25': '#e7a193',
  'red-28': '#e39e89',
  'red-32': '#de8c7d',
  'red-42': '#e24b63',
  'red-43': '#cd785f',
  'red-43-2': '#cd6e5c',
  'red-92': '#4a190a',
  'red-92-2': '#471a0e',
  'rust-20': '#ebd0a2',
  'rust-30': '#e59c7c',
  'rust-30-2': '#d9bb87',
  'rust-30-3': '#cab797',
  'rust-38': '#dba265',
  'rust-45': '#a7987c',
  'rust-47': '#bb9d5f',
  'rust-49': '#c99145',
  'rust-92': '#4a270d',
  'rust-93': '#2f2922',
  'sand-45': '#e0b243',
  'sand-48': '#c8a24a',
  'sand-50': '#daa331',
  'sand-51': '#c09f49',
  'sand-60': '#8d7b52',
  'sand-61': '#897a54',
  'sand-71': '#6f6140',
  'sand-74': '#715f34',
  'sand-78': '#5d5136',
  'sand-78-2': '#5a5038',
  'sand-78-3': '#5e5236',
  'sand-83': '#52452a',
  'sand-84': '#504428',
  'sand-84-2': '#4e4329',
  'sand-85': '#504224',
  'sand-87': '#554315',
  'sand-88': '#4a3d1e',
  'sand-89': '#45391e',
  'sand-89-2': '#44381f',
  'sand-91': '#463914',
  'sand-92': '#4f3c06',
  'sand-95': '#433205',
};

/** The type sizes, in hundredths of a rem. */
const TEXT_SIZES = [72, 75, 78, 80, 82, 85, 88, 90, 95, 98, 100, 105, 110, 120, 125, 130, 160];
/** The spacing steps, in twentieths of a rem. */
const SPACE_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 26, 32];

const colours = (palette: Readonly<Record<string, string>>): string =>
  Object.entries(palette)
    .map(([name, value]) => `--tw-${name}: ${value};`)
    .join('\n');

const TOKENS = `
  :root {
    --tw-text-scale: 1;
    --tw-space-scale: 1;
    ${colours(LIGHT)}
    ${TEXT_SIZES.map((n) => `--tw-text-${n}: calc(${n / 100}rem * var(--tw-text-scale));`).join('\n')}
    ${SPACE_STEPS.map((n) => `--tw-space-${n}: calc(${n / 20}rem * var(--tw-space-scale));`).join('\n')}
  }
  @media (prefers-color-scheme: dark) {
    :root {
      color-scheme: dark;
      ${colours(DARK)}
    }
  }
`;

/** For a drawn board's styles: the light palette on its host, whatever the page's theme. */
export const lightBoard: CSSResult = unsafeCSS(`:host { color-scheme: light; ${colours(LIGHT)} }`);

function install(): void {
  if (typeof document === 'undefined') return;
  if (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in document
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(TOKENS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  // Browsers without constructable style sheets (Safari before 16.4) read the same text from a <style>.
  const style = document.createElement('style');
  style.textContent = TOKENS;
  document.head.append(style);
}

install();

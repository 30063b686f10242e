/**
 * The client's design tokens: every colour, spacing step and type size the components' styles use,
 * as CSS custom properties on the page's root, where every shadow root inherits them. A theme is a
 * change of these values and nothing else (the dark one below is one; a high-contrast or large-text
 * one would be another).
 *
 * - Colours: the names most panels share say what the colour is for (`--tw-paper` behind a panel,
 *   `--tw-line` around it, `--tw-ink-muted` for secondary text, `--tw-accent` for links and the
 *   primary button, `--tw-alert` for refusals); the rest are named by hue and lightness in per cent
 *   (`--tw-sand-84`), each used by one or two components for a tint of their own.
 * - Type sizes: `--tw-text-N` is N hundredths of a rem at scale 1 (`--tw-text-85` is 0.85rem).
 * - Spacing (gaps, padding, margins): `--tw-space-N` is N twentieths of a rem at scale 1
 *   (`--tw-space-10` is 0.5rem).
 *
 * The board art drawn in SVG attributes (squares, ships, goods) keeps its own colours: presentation
 * attributes cannot read custom properties, and a game's piece colours are part of its rules' look.
 *
 * Components import this module for its effect: the first import adds the sheet to the document, so
 * a page that shows any component (the app, or a test page that mounts one) has the tokens.
 */
const TOKENS = `
  :root {
    --tw-text-scale: 1;
    --tw-space-scale: 1;
    --tw-accent: #0f5e8c;
    --tw-accent-strong: #0b4668;
    --tw-accent-glow: #0f5e8c33;
    --tw-focus: #1a73e8;
    --tw-surface: #fff;
    --tw-page: #f4efe4;
    --tw-paper: #fffdf8;
    --tw-paper-warm: #fffaf0;
    --tw-paper-cream: #fffdf6;
    --tw-paper-cool: #fbfdff;
    --tw-line: #d5cab2;
    --tw-line-cool: #c9d3dc;
    --tw-control-line: #7a6a50;
    --tw-field-line: #8c8270;
    --tw-control-hover: #f3e6c8;
    --tw-ink: #1f2328;
    --tw-ink-muted: #5d5a52;
    --tw-ink-slate: #4f5963;
    --tw-ink-brown: #4a4436;
    --tw-ink-faded: #6b6352;
    --tw-alert: #a23a16;
    --tw-alert-strong: #9c2a0e;
    --tw-highlight: #fff3c4;
    --tw-good: #1d6b35;
    --tw-blue-15: #10283d;
    --tw-blue-15-2: #1d2630;
    --tw-blue-25: #33404b;
    --tw-blue-29: #0b4f8a;
    --tw-blue-30: #3d4f5c;
    --tw-blue-31: #0b3d91;
    --tw-blue-33: #4a5560;
    --tw-blue-65: #7fb0cf;
    --tw-blue-92: #e3ebf2;
    --tw-blue-93: #e6eef4;
    --tw-blue-93-2: #e4f0f8;
    --tw-blue-95: #eef1f4;
    --tw-blue-96: #eef5fb;
    --tw-green-23: #1d5a26;
    --tw-green-24: #1d5b32;
    --tw-green-27: #1d6b2c;
    --tw-green-27-2: #1d6b3a;
    --tw-green-33: #1d8a3a;
    --tw-green-34: #2f7d32;
    --tw-green-90: #dcefe2;
    --tw-green-90-2: #dcefdc;
    --tw-grey-0-a13: #0002;
    --tw-grey-0-a25: rgba(0,0,0,0.25);
    --tw-grey-18: #2b2d31;
    --tw-grey-27: #4a4740;
    --tw-grey-27-2: #4a463e;
    --tw-grey-47: #6c7a86;
    --tw-grey-50: #8a8577;
    --tw-grey-60: #999;
    --tw-grey-8-a35: rgb(20 20 20 / 0.35);
    --tw-red-25: #6d1f10;
    --tw-red-28: #7a2c14;
    --tw-red-32: #8a2a18;
    --tw-red-42: #c8102e;
    --tw-red-43: #b0492a;
    --tw-red-43-2: #b3402a;
    --tw-red-92: #fde2da;
    --tw-red-92-2: #fbe3dc;
    --tw-rust-20: #5a3d0c;
    --tw-rust-30: #8a3510;
    --tw-rust-30-2: #7d5a1e;
    --tw-rust-30-3: #6b5530;
    --tw-rust-38: #a8641a;
    --tw-rust-45: #8c7a58;
    --tw-rust-47: #b08a3e;
    --tw-rust-49: #d08a2c;
    --tw-rust-92: #fbe7d8;
    --tw-rust-93: #f1eeea;
    --tw-sand-45: #d29a12;
    --tw-sand-48: #c99a2e;
    --tw-sand-50: #e8a317;
    --tw-sand-51: #c9a23a;
    --tw-sand-60: #b9a57a;
    --tw-sand-61: #b7a77f;
    --tw-sand-71: #cdbf9f;
    --tw-sand-74: #d9c89f;
    --tw-sand-78: #d8cdb5;
    --tw-sand-78-2: #d6cdb8;
    --tw-sand-78-3: #d8cdb4;
    --tw-sand-83: #e4dac4;
    --tw-sand-84: #e6dcc6;
    --tw-sand-84-2: #e6ddc8;
    --tw-sand-85: #eadfc8;
    --tw-sand-87: #f6e9c8;
    --tw-sand-88: #efe6d0;
    --tw-sand-89: #f0e8d6;
    --tw-sand-89-2: #efe7d6;
    --tw-sand-91: #f7efd9;
    --tw-sand-92: #fff4d6;
    --tw-sand-95: #fff8e6;
    --tw-text-72: calc(0.72rem * var(--tw-text-scale));
    --tw-text-75: calc(0.75rem * var(--tw-text-scale));
    --tw-text-78: calc(0.78rem * var(--tw-text-scale));
    --tw-text-80: calc(0.8rem * var(--tw-text-scale));
    --tw-text-82: calc(0.82rem * var(--tw-text-scale));
    --tw-text-85: calc(0.85rem * var(--tw-text-scale));
    --tw-text-88: calc(0.88rem * var(--tw-text-scale));
    --tw-text-90: calc(0.9rem * var(--tw-text-scale));
    --tw-text-95: calc(0.95rem * var(--tw-text-scale));
    --tw-text-98: calc(0.98rem * var(--tw-text-scale));
    --tw-text-100: calc(1rem * var(--tw-text-scale));
    --tw-text-105: calc(1.05rem * var(--tw-text-scale));
    --tw-text-110: calc(1.1rem * var(--tw-text-scale));
    --tw-text-120: calc(1.2rem * var(--tw-text-scale));
    --tw-text-125: calc(1.25rem * var(--tw-text-scale));
    --tw-text-130: calc(1.3rem * var(--tw-text-scale));
    --tw-text-160: calc(1.6rem * var(--tw-text-scale));
    --tw-space-1: calc(0.05rem * var(--tw-space-scale));
    --tw-space-2: calc(0.1rem * var(--tw-space-scale));
    --tw-space-3: calc(0.15rem * var(--tw-space-scale));
    --tw-space-4: calc(0.2rem * var(--tw-space-scale));
    --tw-space-5: calc(0.25rem * var(--tw-space-scale));
    --tw-space-6: calc(0.3rem * var(--tw-space-scale));
    --tw-space-7: calc(0.35rem * var(--tw-space-scale));
    --tw-space-8: calc(0.4rem * var(--tw-space-scale));
    --tw-space-9: calc(0.45rem * var(--tw-space-scale));
    --tw-space-10: calc(0.5rem * var(--tw-space-scale));
    --tw-space-11: calc(0.55rem * var(--tw-space-scale));
    --tw-space-12: calc(0.6rem * var(--tw-space-scale));
    --tw-space-13: calc(0.65rem * var(--tw-space-scale));
    --tw-space-14: calc(0.7rem * var(--tw-space-scale));
    --tw-space-15: calc(0.75rem * var(--tw-space-scale));
    --tw-space-16: calc(0.8rem * var(--tw-space-scale));
    --tw-space-18: calc(0.9rem * var(--tw-space-scale));
    --tw-space-20: calc(1rem * var(--tw-space-scale));
    --tw-space-22: calc(1.1rem * var(--tw-space-scale));
    --tw-space-24: calc(1.2rem * var(--tw-space-scale));
    --tw-space-26: calc(1.3rem * var(--tw-space-scale));
    --tw-space-32: calc(1.6rem * var(--tw-space-scale));
  }
  /* The dark theme: the same palette with its lightness mirrored (light paper becomes dark, dark ink
     light, each tint keeps its hue), so every pairing keeps its contrast. Focus stays the same blue. */
  @media (prefers-color-scheme: dark) {
    :root {
      color-scheme: dark;
      --tw-accent: #7abfe6;
      --tw-accent-strong: #97cdec;
      --tw-accent-glow: #7abfe633;
      --tw-surface: #1a1a1a;
      --tw-page: #392f1b;
      --tw-paper: #352704;
      --tw-paper-warm: #3b2905;
      --tw-paper-cream: #362b04;
      --tw-paper-cool: #041b32;
      --tw-line: #5f5339;
      --tw-line-cool: #34404b;
      --tw-control-line: #aea18b;
      --tw-field-line: #928a7c;
      --tw-control-hover: #534219;
      --tw-ink: #cfd4d9;
      --tw-ink-muted: #adaaa3;
      --tw-ink-slate: #9ea7af;
      --tw-ink-brown: #c5bfb3;
      --tw-ink-faded: #aca697;
      --tw-alert: #df8769;
      --tw-alert-strong: #e6856e;
      --tw-highlight: #5e4c08;
      --tw-good: #96dbab;
      --tw-blue-15: #bbd3e8;
      --tw-blue-15-2: #c8d1db;
      --tw-blue-25: #b2bec7;
      --tw-blue-29: #7cb7ea;
      --tw-blue-30: #a4b3bf;
      --tw-blue-31: #76a1ea;
      --tw-blue-33: #a1aab3;
      --tw-blue-65: #3e6d8b;
      --tw-blue-92: #1e2c38;
      --tw-blue-93: #1b2b36;
      --tw-blue-93-2: #142c3c;
      --tw-blue-95: #1f252c;
      --tw-blue-96: #102435;
      --tw-green-23: #a4dbac;
      --tw-green-24: #a3dbb6;
      --tw-green-27: #96dba3;
      --tw-green-27-2: #96dbb0;
      --tw-green-33: #7dda96;
      --tw-green-34: #88ca8b;
      --tw-green-90: #203e2a;
      --tw-green-90-2: #203e20;
      --tw-grey-0-a13: #f2f2f222;
      --tw-grey-0-a25: #f2f2f240;
      --tw-grey-18: #c8cace;
      --tw-grey-27: #bcb9b3;
      --tw-grey-27-2: #bebab3;
      --tw-grey-47: #818c96;
      --tw-grey-50: #8d897d;
      --tw-grey-60: #707070;
      --tw-grey-8-a35: #e1e1e159;
      --tw-red-25: #e7a193;
      --tw-red-28: #e39e89;
      --tw-red-32: #de8c7d;
      --tw-red-42: #e24b63;
      --tw-red-43: #cd785f;
      --tw-red-43-2: #cd6e5c;
      --tw-red-92: #4a190a;
      --tw-red-92-2: #471a0e;
      --tw-rust-20: #ebd0a2;
      --tw-rust-30: #e59c7c;
      --tw-rust-30-2: #d9bb87;
      --tw-rust-30-3: #cab797;
      --tw-rust-38: #dba265;
      --tw-rust-45: #a7987c;
      --tw-rust-47: #bb9d5f;
      --tw-rust-49: #c99145;
      --tw-rust-92: #4a270d;
      --tw-rust-93: #2f2922;
      --tw-sand-45: #e0b243;
      --tw-sand-48: #c8a24a;
      --tw-sand-50: #daa331;
      --tw-sand-51: #c09f49;
      --tw-sand-60: #8d7b52;
      --tw-sand-61: #897a54;
      --tw-sand-71: #6f6140;
      --tw-sand-74: #715f34;
      --tw-sand-78: #5d5136;
      --tw-sand-78-2: #5a5038;
      --tw-sand-78-3: #5e5236;
      --tw-sand-83: #52452a;
      --tw-sand-84: #504428;
      --tw-sand-84-2: #4e4329;
      --tw-sand-85: #504224;
      --tw-sand-87: #554315;
      --tw-sand-88: #4a3d1e;
      --tw-sand-89: #45391e;
      --tw-sand-89-2: #44381f;
      --tw-sand-91: #463914;
      --tw-sand-92: #4f3c06;
      --tw-sand-95: #433205;
    }
  }
`;

function install(): void {
  if (typeof document === 'undefined') return;
  if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document) {
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

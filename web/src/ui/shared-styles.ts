import { css } from 'lit';

/** Buttons, fields and headings every panel shares, so controls look and behave the same everywhere. */
export const controlStyles = css`
  :host { box-sizing: border-box; }
  *, *::before, *::after { box-sizing: inherit; }
  button {
    font: inherit; font-size: 0.95rem; padding: 0.45rem 0.8rem; min-height: 2.5rem;
    border-radius: 0.4rem; border: 1px solid #7a6a50; background: #fffaf0; color: #1f2328; cursor: pointer;
  }
  button:hover:not(:disabled) { background: #f3e6c8; }
  button:focus-visible, input:focus-visible, select:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid #1a73e8; outline-offset: 2px;
  }
  button:disabled { opacity: 0.5; cursor: default; }
  button.primary { background: #0f5e8c; border-color: #0b4668; color: #fff; }
  button.primary:hover:not(:disabled) { background: #0b4668; }
  input, select { font: inherit; padding: 0.4rem; min-height: 2.5rem; border-radius: 0.35rem; border: 1px solid #8c8270; background: #fff; }
  /* A list whose options are long (a pilot's moves) shrinks to the screen instead of pushing past it. */
  select { max-width: 100%; min-width: 0; text-overflow: ellipsis; }
  /* A label and its field stay together on one line: a row wraps between items, never inside one. */
  .row > label, label:has(> select) { display: inline-flex; align-items: center; gap: 0.35rem; max-width: 100%; min-width: 0; white-space: nowrap; }
  h2, h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
  .muted { color: #5d5a52; }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

import { css } from 'lit';
import './tokens.js';

/** Buttons, fields and headings every panel shares, so controls look and behave the same everywhere. */
export const controlStyles = css`
  :host { box-sizing: border-box; }
  *, *::before, *::after { box-sizing: inherit; }
  button {
    font: inherit; font-size: var(--tw-text-95); padding: var(--tw-space-9) var(--tw-space-16); min-height: 2.5rem;
    border-radius: 0.4rem; border: 1px solid var(--tw-control-line); background: var(--tw-paper-warm); color: var(--tw-ink); cursor: pointer;
  }
  button:hover:not(:disabled) { background: var(--tw-control-hover); }
  button:focus-visible, input:focus-visible, select:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid var(--tw-focus); outline-offset: 2px;
  }
  button:disabled { opacity: 0.5; cursor: default; }
  button.primary { background: var(--tw-accent); border-color: var(--tw-accent-strong); color: var(--tw-surface); }
  button.primary:hover:not(:disabled) { background: var(--tw-accent-strong); }
  input, select { font: inherit; padding: var(--tw-space-8); min-height: 2.5rem; border-radius: 0.35rem; border: 1px solid var(--tw-field-line); background: var(--tw-surface); }
  /* A list whose options are long (a pilot's moves) shrinks to the screen instead of pushing past it. */
  select { max-width: 100%; min-width: 0; text-overflow: ellipsis; }
  /* A label and its field stay together on one line: a row wraps between items, never inside one. */
  .row > label, label:has(> select) { display: inline-flex; align-items: center; gap: var(--tw-space-7); max-width: 100%; min-width: 0; white-space: nowrap; }
  h2, h3 { margin: 0 0 var(--tw-space-10); font-size: var(--tw-text-105); }
  .muted { color: var(--tw-ink-muted); }
  .row { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); align-items: center; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

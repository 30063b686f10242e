import { css } from 'lit';

/** What every rule set's standing-order form looks like, beside its own fields' sizes. */
export const orderFormStyles = css`
  :host { display: grid; gap: var(--tw-space-10); min-width: 0; }
  /* The panel sits in the narrow side column: long labels (Hungarian) wrap instead of widening it. */
  .row > label { white-space: normal; flex-wrap: wrap; }
  fieldset { border: 1px solid var(--tw-sand-83); border-radius: 0.5rem; padding: var(--tw-space-8) var(--tw-space-12); display: grid; gap: var(--tw-space-8); margin: 0; min-width: 0; }
  legend { font-weight: 600; font-size: var(--tw-text-95); }
  p { margin: 0; }
  .invalid { color: var(--tw-alert); }
`;

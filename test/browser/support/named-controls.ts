import type { Locator } from 'playwright-core';

/** Roles of controls that must carry an accessible name; an unnamed one shows in the ARIA snapshot without a quoted name. */
const UNNAMED_CONTROL = /^\s*- (button|combobox|checkbox|textbox|spinbutton|listbox|radio|slider)\b(?! ")/;

/** The lines of the ARIA snapshot that show a control without a name (none is the goal). */
export async function unnamedControls(where: Locator): Promise<string[]> {
  const snapshot = await where.ariaSnapshot();
  return snapshot.split('\n').filter((line) => UNNAMED_CONTROL.test(line));
}

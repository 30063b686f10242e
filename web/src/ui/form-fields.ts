import { isOneOf } from './known-keys.js';

/**
 * What a form field's `input` or `change` event says, read from the field that fired it: the
 * handlers in the templates are written once for every field, without a cast each.
 */

/** The text of the input, select or textarea that fired the event. */
export function fieldValue(e: Event): string {
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement)
    return t.value;
  throw new TypeError(`fieldValue needs an event from an input, select or textarea, not from ${describe(t)}`);
}

/** Whether the checkbox that fired the event is ticked. */
export function fieldChecked(e: Event): boolean {
  const t = e.target;
  if (t instanceof HTMLInputElement) return t.checked;
  throw new TypeError(`fieldChecked needs an event from a checkbox, not from ${describe(t)}`);
}

/** One of `choices`, as the input or select that fired the event holds it: a value outside them is a defect of its template. */
export function fieldChoice<T extends string>(e: Event, choices: readonly T[]): T {
  const value = fieldValue(e);
  if (!isOneOf(choices, value)) throw new TypeError(`the field's value ${value} is none of ${choices.join(', ')}`);
  return value;
}

/** Selects the text of the read-only input or textarea that fired the event (a link or an export to copy). */
export function selectField(e: Event): void {
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) t.select();
  else throw new TypeError(`selectField needs an event from an input or textarea, not from ${describe(t)}`);
}

/** Whether the <details> that fired the `toggle` event is open now. */
export function detailsOpen(e: Event): boolean {
  const t = e.target;
  if (t instanceof HTMLDetailsElement) return t.open;
  throw new TypeError(`detailsOpen needs an event from a details element, not from ${describe(t)}`);
}

/** The fields of the form that fired the `submit` event. */
export function submittedForm(e: Event): FormData {
  const t = e.target;
  if (t instanceof HTMLFormElement) return new FormData(t);
  throw new TypeError(`submittedForm needs an event from a form, not from ${describe(t)}`);
}

/** A text field's value from a submitted form: a field the form lacks, or a file, is a defect of its template. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string') throw new TypeError(`the form has no text field named ${name}`);
  return value;
}

/** An error's message, or the thrown value in words when something other than an Error was thrown. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function describe(t: EventTarget | null): string {
  return t instanceof Element ? `<${t.localName}>` : t === null ? 'null' : Object.prototype.toString.call(t);
}

// Legal commands as bounded templates: each kind of command once, with the ranges and
// choices of its fields, instead of every combination (a betting turn of 991 bets becomes
// one template of a hundred bytes). One expansion serves bots and tests; the client builds
// its inputs from the ranges and checks a choice with `matchesLegal` before sending it.
//
// The encoding, in JSON (it travels in the protocol's `update` frame):
//
// - A template is a command `{ type, ...fields }` whose field values, at any depth, may be
//   a range `{ "$min": 2, "$max": 12 }` (every integer from $min to $max, both inclusive,
//   $min <= $max) or a choice `{ "$oneOf": [v1, v2, ...] }` (one of these concrete values,
//   at least one). `type` itself is always concrete. A value that is neither is taken as it
//   stands (objects and arrays field by field), so a fully concrete command is a template
//   of itself.
// - The markers are the `$` keys: no command of any rule set has a field whose name starts
//   with `$`, so an object with a `$` key is never a command value. Plain `{ min, max }`
//   objects stay free for commands.
// - Optionally `"$sums": [{ "of": ["shares.red", "shares.green"], "min": 1, "max": 3 }]` at
//   the template's top: the integers at these dotted paths (array items by index, e.g.
//   "ships.0.start") must add up to between min and max, inclusive.
// - Every template stands for at least one command, and no command is listed by two
//   templates, so a list never offers a choice that is not there, nor one twice.
//
// Expansion order is deterministic: templates in list order; within one, fields in the
// order they are written (arrays by index), the first varying slowest; ranges ascending,
// choices in the order listed.
//
// This module is the templates' vocabulary and the check of a command against them; legal.ts adds
// their expansion (every command, how many, the i-th), which bots and tests use and re-exports this
// module. The web client imports this one alone: a seat page draws its inputs from the templates and
// checks a choice, and needs none of the expansion.

/** Every integer from $min to $max, both inclusive. */
export interface Range {
  $min: number;
  $max: number;
}

/** One of these concrete values. */
export interface Choice<T = unknown> {
  $oneOf: readonly T[];
}

/** The integers at these dotted paths sum to between min and max, inclusive. */
export interface SumConstraint {
  of: readonly string[];
  min: number;
  max: number;
}

/** A command value in which ranges (for integers) and choices may stand for concrete values. */
export type Templated<T> = [T] extends [number]
  ? T | Range | Choice<T>
  : [T] extends [string | boolean | null | undefined]
    ? T | Choice<T>
    : T extends readonly unknown[]
      ? { [K in keyof T]: Templated<T[K]> } | Choice<T>
      : T extends object
        ? { [K in keyof T]: Templated<T[K]> } | Choice<T>
        : T;

/** A command of kind C with ranges and choices for its fields; `type` stays concrete. */
export type Template<C extends { type: string }> = 0 extends 1 & C
  ? LegalTemplate
  : C extends unknown
    ? { [K in keyof C]: K extends 'type' ? C[K] : Templated<C[K]> } & { $sums?: readonly SumConstraint[] }
    : never;

/** The concrete commands a template stands for, as a type: ranges become numbers, choices their values. */
export type Concrete<T> = T extends Range
  ? number
  : T extends Choice<infer U>
    ? Concrete<U>
    : T extends readonly unknown[]
      ? { [K in keyof T]: Concrete<T[K]> }
      : T extends object
        ? { [K in keyof T as K extends '$sums' ? never : K]: Concrete<T[K]> }
        : T;

/** The erased shape every rule set's templates have, as the protocol and the client hold them. */
export interface LegalTemplate {
  type: string;
  $sums?: readonly SumConstraint[];
  [field: string]: unknown;
}

export function range(min: number, max: number): Range {
  return { $min: min, $max: max };
}

export function oneOf<T>(values: readonly T[]): Choice<T> {
  return { $oneOf: values };
}

export function isRange(v: unknown): v is Range {
  return typeof v === 'object' && v !== null && '$min' in v && '$max' in v;
}

export function isChoice(v: unknown): v is Choice {
  return typeof v === 'object' && v !== null && '$oneOf' in v;
}

/** The concrete values a templated field takes, in expansion order (a range as its integers). */
export function valuesOf<T>(v: unknown): T[] {
  if (isRange(v)) return Array.from({ length: v.$max - v.$min + 1 }, (_, i) => (v.$min + i) as T);
  if (isChoice(v)) return [...v.$oneOf] as T[];
  return [v as T];
}

/** The bounds of a templated integer field: a range's, a choice's extremes, or the value twice. */
export function boundsOf(v: unknown): { min: number; max: number } {
  if (isRange(v)) return { min: v.$min, max: v.$max };
  const values = valuesOf<number>(v);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Templates of one command type. */
export function templatesOf<T extends LegalTemplate>(templates: readonly LegalTemplate[], type: string): T[] {
  return templates.filter((t) => t.type === type) as T[];
}

/** Whether the command is one the templates stand for, without expanding them. */
export function matchesLegal(templates: readonly LegalTemplate[], command: unknown): boolean {
  if (typeof command !== 'object' || command === null) return false;
  return templates.some((t) => {
    const { $sums, ...shape } = t;
    return matches(shape, command) && sumsHold($sums, command);
  });
}

/** A plain object (not an array, not null): a template's or a command's fields. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function matches(t: unknown, v: unknown): boolean {
  if (isRange(t)) return Number.isInteger(v) && (v as number) >= t.$min && (v as number) <= t.$max;
  if (isChoice(t)) return t.$oneOf.some((o) => matches(o, v));
  if (Array.isArray(t)) return Array.isArray(v) && v.length === t.length && t.every((x, i) => matches(x, v[i]));
  if (isPlainObject(t)) {
    if (!isPlainObject(v)) return false;
    const keys = Object.keys(t);
    const own = Object.keys(v).filter((k) => v[k] !== undefined);
    return own.length === keys.length && keys.every((k) => k in v && matches(t[k], v[k]));
  }
  return t === v;
}

/** The value at `path` (keys, array items by index) inside `value`, undefined where there is none. */
export function at(value: unknown, path: readonly string[]): unknown {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

function sumsHold(sums: readonly SumConstraint[] | undefined, command: unknown): boolean {
  if (!sums) return true;
  return sums.every((s) => {
    let total = 0;
    for (const path of s.of) {
      const x = at(command, path.split('.'));
      if (!Number.isInteger(x)) return false;
      total += x as number;
    }
    return total >= s.min && total <= s.max;
  });
}

// Legal command templates expanded (legal-templates.ts gives their encoding and vocabulary, which
// this module re-exports): every concrete command they stand for, how many there are and the i-th,
// in the order legal-templates.ts documents, without listing more than asked for.

import {
  at,
  isChoice,
  isPlainObject,
  isRange,
  type Concrete,
  type LegalTemplate,
  type Range,
  type Choice,
} from './legal-templates.js';

export * from './legal-templates.js';

/** Every concrete command the templates stand for, in the documented order. */
export function expandLegal<T extends LegalTemplate>(templates: readonly T[]): Concrete<T>[] {
  const out: Concrete<T>[] = [];
  for (const t of templates) {
    const c = compiled(t);
    for (const picks of c.tuples()) out.push(c.build(picks) as Concrete<T>);
  }
  return out;
}

/** How many concrete commands the templates stand for. */
export function countLegal(templates: readonly LegalTemplate[]): number {
  return templates.reduce((n, t) => n + countOne(t), 0);
}

/**
 * The i-th command (0-based) of `expandLegal(templates)`, building only that one command.
 * With a random index below `countLegal`, bots pick uniformly without listing every command.
 */
export function nthLegal<T extends LegalTemplate>(templates: readonly T[], index: number): Concrete<T> {
  let i = index;
  for (const t of templates) {
    const n = countOne(t);
    if (i < n) return (t.$sums ? constrainedNth(t, i) : nth(t, i)) as Concrete<T>;
    i -= n;
  }
  throw new RangeError(`legal command ${index} of ${countLegal(templates)}`);
}

// Without sums a template is a plain product: counting multiplies, the i-th command is a
// mixed-radix decoding of i, and neither lists anything.

function countOne(t: LegalTemplate): number {
  return t.$sums ? compiled(t).count() : count(t);
}

function count(v: unknown): number {
  if (isRange(v)) return v.$max - v.$min + 1;
  if (isChoice(v)) return v.$oneOf.length;
  let n = 1;
  if (Array.isArray(v)) for (const x of v) n *= count(x);
  else if (isPlainObject(v)) for (const key in v) if (key !== '$sums') n *= count(v[key]);
  return n;
}

/** The i-th value of a product, the first field varying slowest. */
function nth(v: unknown, i: number): unknown {
  if (isRange(v)) return v.$min + i;
  if (isChoice(v)) return v.$oneOf[i];
  if (!Array.isArray(v) && !isPlainObject(v)) return v;
  const keys = Array.isArray(v) ? v.map((_, k) => k) : Object.keys(v).filter((k) => k !== '$sums');
  const out = (Array.isArray(v) ? new Array(v.length) : {}) as Record<string | number, unknown>;
  const values = new Array<unknown>(keys.length);
  let rest = i;
  for (let k = keys.length - 1; k >= 0; k--) {
    const child = (v as Record<string | number, unknown>)[keys[k]];
    const n = count(child);
    values[k] = nth(child, rest % n);
    rest = Math.floor(rest / n);
  }
  keys.forEach((key, k) => (out[key] = values[k]));
  return out;
}

function constrainedNth(t: LegalTemplate, i: number): unknown {
  const c = compiled(t);
  return c.build(c.nth(i));
}

// A template with sums is compiled into its slots: the ranges and choices in expansion order (depth
// first, fields as written), the first varying slowest. A command is one pick per slot, so
// counting and picking walk small integer tuples and build a command only when one is wanted.

interface Slot {
  /** Where the range or choice stands in the template, as keys. */
  path: string[];
  node: Range | Choice;
  size: number;
}

/** One integer of a sum: a slot's value (or a path inside a chosen value), or a constant. */
type Term = { slot: number; path: string[] } | { slot: -1; constant: unknown };

function slotValue(slot: Slot, pick: number): unknown {
  return isRange(slot.node) ? slot.node.$min + pick : slot.node.$oneOf[pick];
}

class Compiled {
  readonly slots: Slot[] = [];
  private readonly sums: { terms: Term[]; min: number; max: number }[];
  private readonly product: number;
  private admitted: number | null = null;

  constructor(private readonly template: LegalTemplate) {
    this.collect(template, []);
    this.product = this.slots.reduce((n, s) => n * s.size, 1);
    this.sums = (template.$sums ?? []).map((s) => ({
      min: s.min,
      max: s.max,
      terms: s.of.map((path) => this.term(path.split('.'))),
    }));
  }

  count(): number {
    if (this.sums.length === 0) return this.product;
    if (this.admitted === null) {
      let n = 0;
      this.scan(() => (n++, false));
      this.admitted = n;
    }
    return this.admitted;
  }

  nth(i: number): number[] {
    if (this.sums.length === 0) return this.decode(i);
    let found: number[] = [];
    let seen = 0;
    this.scan((picks) => (seen++ === i ? ((found = [...picks]), true) : false));
    return found;
  }

  tuples(): number[][] {
    const out: number[][] = [];
    if (this.sums.length === 0) for (let i = 0; i < this.product; i++) out.push(this.decode(i));
    else this.scan((picks) => (out.push([...picks]), false));
    return out;
  }

  build(picks: readonly number[]): unknown {
    const cursor = { next: 0 };
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(this.template)) {
      if (key !== '$sums') out[key] = this.rebuild(this.template[key], picks, cursor);
    }
    return out;
  }

  private collect(v: unknown, path: string[]): void {
    if (isRange(v)) this.slots.push({ path, node: v, size: v.$max - v.$min + 1 });
    else if (isChoice(v)) this.slots.push({ path, node: v, size: v.$oneOf.length });
    else if (Array.isArray(v)) v.forEach((x, i) => this.collect(x, [...path, String(i)]));
    else if (isPlainObject(v))
      for (const key of Object.keys(v)) if (key !== '$sums') this.collect(v[key], [...path, key]);
  }

  /** Where a path of a sum lands: in a slot (perhaps inside a chosen value), or on a constant. */
  private term(keys: string[]): Term {
    const slot = this.slots.findIndex((s) => s.path.length <= keys.length && s.path.every((k, i) => k === keys[i]));
    return slot >= 0
      ? { slot, path: keys.slice(this.slots[slot].path.length) }
      : { slot: -1, constant: at(this.template, keys) };
  }

  private holds(picks: readonly number[]): boolean {
    for (const s of this.sums) {
      let total = 0;
      for (const x of s.terms) {
        const v =
          x.slot < 0
            ? (x as { constant: unknown }).constant
            : at(slotValue(this.slots[x.slot], picks[x.slot]), (x as { path: string[] }).path);
        if (!Number.isInteger(v)) return false;
        total += v as number;
      }
      if (total < s.min || total > s.max) return false;
    }
    return true;
  }

  /** Calls `visit` with each tuple the sums admit, in order, until it returns true. */
  private scan(visit: (picks: number[]) => boolean): void {
    if (this.product === 0) return;
    const picks = this.slots.map(() => 0);
    for (;;) {
      if (this.holds(picks) && visit(picks)) return;
      // Odometer step, the last slot fastest.
      let k = this.slots.length - 1;
      while (k >= 0 && ++picks[k] === this.slots[k].size) picks[k--] = 0;
      if (k < 0) return;
    }
  }

  /** Mixed-radix decoding of i, the first slot varying slowest. */
  private decode(i: number): number[] {
    const picks = new Array<number>(this.slots.length);
    for (let k = this.slots.length - 1; k >= 0; k--) {
      picks[k] = i % this.slots[k].size;
      i = Math.floor(i / this.slots[k].size);
    }
    return picks;
  }

  private rebuild(v: unknown, picks: readonly number[], cursor: { next: number }): unknown {
    if (isRange(v) || isChoice(v)) {
      const k = cursor.next++;
      return slotValue(this.slots[k], picks[k]);
    }
    if (Array.isArray(v)) return v.map((x) => this.rebuild(x, picks, cursor));
    if (isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v)) out[key] = this.rebuild(v[key], picks, cursor);
      return out;
    }
    return v;
  }
}

// Bots count a list and then pick from it: the last template compiled is kept for the second
// call (templates are values, never changed once made). (A WeakMap over every template ever seen costs the garbage collector more than it saves.)
let last: Compiled | null = null;
let lastTemplate: LegalTemplate | null = null;

// Templates a rule set makes once and offers again and again (Manila's hundred loadings) are
// compiled once, when made: counting them scans every tuple their sums might admit, so a fresh
// compilation per list would cost more than the rules' whole decision. Bounded by the rule sets'
// constants, unlike every template ever seen.
const constant = new WeakMap<LegalTemplate, Compiled>();

/**
 * The template, compiled now and kept for good (what its sums admit is counted on the first list
 * that needs it, once: counting at the rule set's load would lengthen every cold start, most of
 * which never offer it): for templates a rule set keeps as constants and hands out in every list
 * that offers them. It is frozen, since one object serves every list.
 */
export function precompiled<T extends LegalTemplate>(t: T): T {
  const c = new Compiled(t);
  constant.set(t, c);
  return deepFreeze(t);
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

function compiled(t: LegalTemplate): Compiled {
  const kept = constant.get(t);
  if (kept) return kept;
  if (lastTemplate !== t || !last) {
    last = new Compiled(t);
    lastTemplate = t;
  }
  return last;
}

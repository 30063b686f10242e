/**
 * What changed between two views, as the `viewPatch` of an update (README.md, "update"): a list
 * of operations, each `[path, value]` (the value at path is now `value`, added or replaced) or
 * `[path]` (the key at path is gone). A path is a list of object keys and array indexes from
 * the view's root; `[]` is the root itself. Arrays of a new length are sent whole, so a patch
 * never shifts an array's items. Values are JSON, as the views are: a key whose value is
 * undefined is no key.
 */
export type ViewPatchOp = [path: (string | number)[]] | [path: (string | number)[], value: unknown];
export type ViewPatch = ViewPatchOp[];

// Without zod, so the web client's bundle stays free of a parser: the schema is in server.ts.

/**
 * A patch this small is sent without weighing the view: every rule set's view is larger than
 * this from the start (the smallest, a two-seat tutorial race's, is 612 bytes: checked by
 * test/properties/view-patch.test.ts), and serializing every
 * watcher's view only to compare would cost the broadcast more than the diff itself.
 */
export const PATCH_SURELY_SMALLER_BYTES = 512;

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An object's own value at a key ("__proto__" included), undefined when it has none. */
function own(o: Json, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

/**
 * An object's own value at a key, as JSON has it. Not `o[key]` alone: an object without the key
 * would answer with what it inherits, so a key such as "valueOf" or "__proto__" gone from a view
 * read as still there. All an object inherits is a function, which JSON never holds (a key with
 * one is no key), but for "__proto__", whose getter answers with an object: hasOwn, asked of every
 * key a diff reads, was a third of the diff's time, so it is asked for that key only.
 */
function valueAt(o: Json, key: string): unknown {
  const v = o[key];
  if (typeof v === 'function') return undefined;
  return key === '__proto__' ? own(o, key) : v;
}

/**
 * The patches already worked out between two objects, by the object before and the object after,
 * each with paths from those objects. Views of one state may share parts (a rule set shows every
 * viewer the same board object), so a broadcast that diffs every watcher's view, given one memo,
 * diffs each shared pair once.
 */
export type DiffMemo = WeakMap<object, WeakMap<object, ViewPatch>>;

/**
 * Pairs are looked up only this near the root: where rule sets share a view's parts (its
 * top-level values and the items of its top-level lists), while below them a lookup per node
 * would cost more than the walk it saves.
 */
const MEMO_DEPTH = 2;

/** The operations that turn view `a` into view `b` (none when they are equal as JSON). */
export function diffView(a: unknown, b: unknown, memo?: DiffMemo): ViewPatch {
  const out: ViewPatch = [];
  diffInto(a, b, [], out, memo);
  return out;
}

// `path` is one stack, pushed and popped on the way down and copied only into an operation: a
// broadcast diffs every watcher's view, and a copy per node visited was most of its cost.
function diffInto(a: unknown, b: unknown, path: (string | number)[], out: ViewPatch, memo?: DiffMemo): void {
  if (a === b) return;
  if (
    memo &&
    path.length > 0 &&
    path.length <= MEMO_DEPTH &&
    typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null
  ) {
    remembered(a, b, path, out, memo);
    return;
  }
  walk(a, b, path, out, memo);
}

/** diffInto below the memo: the two values' own comparison, their children through diffInto. */
function walk(a: unknown, b: unknown, path: (string | number)[], out: ViewPatch, memo?: DiffMemo): void {
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) {
      path.push(i);
      diffInto(a[i], b[i], path, out, memo);
      path.pop();
    }
    return;
  }
  if (isObject(a) && isObject(b)) {
    // for...in over a view's plain objects, which inherit nothing enumerable, without a key list
    // per object; removals are looked for only when `a` has keys `b` did not match.
    let matched = 0;
    for (const key in b) {
      const next = valueAt(b, key);
      if (next === undefined) continue;
      const before = valueAt(a, key);
      path.push(key);
      if (before === undefined) out.push([[...path], next]);
      else {
        matched++;
        diffInto(before, next, path, out, memo);
      }
      path.pop();
    }
    let defined = 0;
    for (const key in a) if (valueAt(a, key) !== undefined) defined++;
    if (defined !== matched)
      for (const key in a)
        if (valueAt(a, key) !== undefined && valueAt(b, key) === undefined) out.push([[...path, key]]);
    return;
  }
  // Numbers, strings, booleans and null equal as values need nothing; anything else is sent whole.
  if (typeof a !== 'object' && typeof b !== 'object' && a === b) return;
  out.push([[...path], b]);
}

/** diffInto for two objects at `path` through the memo: the pair's operations, worked out once. */
function remembered(a: object, b: object, path: (string | number)[], out: ViewPatch, memo: DiffMemo): void {
  let after = memo.get(a);
  let ops = after?.get(b);
  if (!ops) {
    const from = out.length;
    walk(a, b, path, out, memo);
    const depth = path.length;
    ops = out
      .slice(from)
      .map((op): ViewPatchOp => (op.length === 1 ? [op[0].slice(depth)] : [op[0].slice(depth), op[1]]));
    if (!after) memo.set(a, (after = new WeakMap()));
    after.set(b, ops);
    return;
  }
  for (const op of ops) out.push(op.length === 1 ? [[...path, ...op[0]]] : [[...path, ...op[0]], op[1]]);
}

/** Thrown when a patch does not fit the view it is applied to: the client asks for the whole view. */
export class PatchMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchMismatch';
  }
}

/**
 * The view `patch` makes of `view`, leaving `view` as it was: every object and array on a changed
 * path is copied, the rest shared. Throws PatchMismatch when a path leads nowhere in the view.
 */
export function applyViewPatch(view: unknown, patch: ViewPatch): unknown {
  let root = view;
  for (const [path, ...value] of patch) {
    if (path.length === 0) {
      if (value.length === 0) throw new PatchMismatch('a patch cannot remove the whole view');
      root = value[0];
      continue;
    }
    root = setAt(root, path, 0, value);
  }
  return root;
}

function setAt(node: unknown, path: (string | number)[], depth: number, value: unknown[]): unknown {
  const key = path[depth];
  const last = depth === path.length - 1;
  if (Array.isArray(node)) {
    if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= node.length)
      throw new PatchMismatch(
        `no item ${String(key)} in an array of ${node.length} at /${path.slice(0, depth).join('/')}`,
      );
    if (last && value.length === 0) throw new PatchMismatch(`a patch cannot remove item ${key} of an array`);
    const copy: unknown[] = [...(node as unknown[])];
    copy[key] = last ? value[0] : setAt(node[key], path, depth + 1, value);
    return copy;
  }
  if (isObject(node) && typeof key === 'string') {
    // Spread and defineProperty make own data properties: a key such as "__proto__" stays a key.
    const copy: Json = { ...node };
    if (last && value.length === 0) {
      if (!Object.hasOwn(copy, key)) throw new PatchMismatch(`no key ${key} to remove at /${path.join('/')}`);
      Reflect.deleteProperty(copy, key);
    } else {
      if (!last && !Object.hasOwn(node, key))
        throw new PatchMismatch(`no key ${key} at /${path.slice(0, depth + 1).join('/')}`);
      const next = last ? value[0] : setAt(own(node, key), path, depth + 1, value);
      Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  throw new PatchMismatch(`nothing to patch at /${path.slice(0, depth + 1).join('/')}`);
}

import * as z from 'zod/mini';
import { int } from './schema.js';
import { clockOptionsSchema } from './clock/options.js';
import type { Tape } from './tape.js';
import type { CoreRejectionCode, Ctx, Rejection, Seat, StartCommand } from './types.js';

/** A command's fields besides `type`, as schemas. */
export type Fields = Record<string, z.ZodMiniType>;

/** The command a row's schema accepts: `type` and the fields, as the schema returns them (defaults filled in). */
export type CommandFrom<T extends string, F extends Fields> = z.output<
  z.ZodMiniObject<{ type: z.ZodMiniLiteral<T> } & F, z.core.$strict>
>;

/** When a command may be played: in these kinds of phase (and what doing it is called: "bid"), or at any time. */
export type When<K extends string> = { in: readonly K[]; doing: string } | 'any time';

/**
 * Everything about one command type, in one place: its fields (the command's type is inferred
 * from them), when it is legal, whether several seats answer it at once, and its handler.
 */
export interface CommandRow<S, E, K extends string, Code extends string, T extends string, F extends Fields> {
  fields: F;
  when: When<K>;
  /**
   * Several seats answer it at once, each from what it alone sees (a sealed bid, an end vote):
   * another seat's answer of such a type changes nothing it was chosen from, so the server
   * decides one sent behind the current version only by such answers (see GameDefinition).
   */
  simultaneous?: true;
  /** The command from a seat at the table, in a phase it belongs to: emits its events or refuses. */
  play(
    tape: Tape<S, E>,
    command: CommandFrom<T, F>,
    seat: Seat,
    ctx: Ctx,
  ): Rejection<Code | CoreRejectionCode> | undefined;
}

/** A rule set's commands, one row per command type, keyed by the type. */
export type CommandTable<S, E, K extends string, Code extends string, Shapes extends Record<string, Fields>> = {
  [T in keyof Shapes & string]: CommandRow<S, E, K, Code, T, Shapes[T]>;
};

/** The union of the commands a table accepts, inferred from its rows' schemas. */
export type TableCommand<Table> = {
  [T in keyof Table & string]: Table[T] extends { fields: infer F extends Fields } ? CommandFrom<T, F> : never;
}[keyof Table & string];

/**
 * Declares a rule set's command table with its state, event, phase and code types fixed, so that
 * each row's fields are inferred and its handler gets the command those fields make.
 */
export function commandTable<S, E, K extends string, Code extends string>() {
  return <Shapes extends Record<string, Fields>>(
    table: CommandTable<S, E, K, Code, Shapes>,
  ): CommandTable<S, E, K, Code, Shapes> => table;
}

/** What core reads of any table: the rows with their types erased. */
export interface ErasedRow<K extends string> {
  fields: Fields;
  when: When<K>;
  simultaneous?: true;
}

/** The start command every rule set takes from the table itself; the options are the rule set's to check. */
const startSchema = z.strictObject({
  type: z.literal('start'),
  seats: int(),
  options: z.unknown(),
  clock: z.optional(clockOptionsSchema),
});

/** The schema of every command in the table and of the start command: what the boundary validates. */
export function commandSchemaOf<C extends { type: string }, O>(
  table: Readonly<Record<string, ErasedRow<string>>>,
): z.ZodMiniType<C | StartCommand<O>> {
  const rows = Object.entries(table).map(([type, row]) => z.strictObject({ type: z.literal(type), ...row.fields }));
  // The union's members are exactly the table's rows (whose inferred union is C) and the start command.
  return z.discriminatedUnion('type', [startSchema, ...rows]) as unknown as z.ZodMiniType<C | StartCommand<O>>;
}

/** The command types several seats answer at once. */
export function simultaneousOf<C extends { type: string }>(
  table: Readonly<Record<C['type'], ErasedRow<string>>>,
): C['type'][] {
  return typesOf<C>(table).filter((type) => table[type].simultaneous === true);
}

/** A table's command types, in the order its rows are written. */
export function typesOf<C extends { type: string }>(table: Readonly<Record<C['type'], unknown>>): C['type'][] {
  return Object.keys(table).filter((t): t is C['type'] => Object.hasOwn(table, t));
}

// Quick tests: a field schema may carry an exact test of the values it accepts, so that a command
// whose fields all have one can be checked without the schema (see `wellFormedOf`).
const tests = new WeakMap<z.ZodMiniType, (v: unknown) => boolean>();

function tested<S extends z.ZodMiniType>(schema: S, test: (v: unknown) => boolean): S {
  tests.set(schema, test);
  return schema;
}

/** A field holding one of these strings. */
export function oneOfField<const T extends string>(values: readonly T[]) {
  const set = new Set<unknown>(values);
  return tested(z.enum(values), (v) => typeof v === 'string' && set.has(v));
}

/** A field holding an integer from min to max, both inclusive. */
export function intField(min: number, max: number) {
  return tested(
    int().check(z.minimum(min), z.maximum(max)),
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
  );
}

/** A field holding a list of `min` to `max` values of one field's kind. */
export function listField<S extends z.ZodMiniType>(item: S, min: number, max: number) {
  const test = tests.get(item);
  const list = z.array(item).check(z.minLength(min), z.maxLength(max));
  return test ? tested(list, (v) => Array.isArray(v) && v.length >= min && v.length <= max && v.every(test)) : list;
}

/**
 * The quick exact test decide makes before the schema (engine/core/decider.ts): a plain object
 * with exactly the fields of one command of the table, each passing its field's test. It accepts
 * only what the schema accepts; a command with a field that has no test, the start command, and
 * anything malformed go to the schema and its messages.
 */
export function wellFormedOf<C extends { type: string }>(
  table: Readonly<Record<C['type'], ErasedRow<string>>>,
): (input: unknown) => input is C {
  const rows: Readonly<Record<string, ErasedRow<string>>> = table;
  const checks = new Map<string, [string, (v: unknown) => boolean][]>();
  for (const [type, row] of Object.entries(rows)) {
    const fields = Object.entries(row.fields).map(([key, schema]): [string, ((v: unknown) => boolean) | undefined] => [
      key,
      tests.get(schema),
    ]);
    if (fields.every((f): f is [string, (v: unknown) => boolean] => f[1] !== undefined)) checks.set(type, fields);
  }
  return (input: unknown): input is C => {
    if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return false;
    const type: unknown = Reflect.get(input, 'type');
    const fields = typeof type === 'string' && Object.hasOwn(input, 'type') ? checks.get(type) : undefined;
    if (!fields) return false;
    // With the plain prototype, for-in sees the own keys (and any enumerable key planted on
    // Object.prototype, which only makes the count fail): exactly `type` and the fields.
    let n = 0;
    for (const _ in input) n++;
    if (n !== fields.length + 1) return false;
    for (const [key, ok] of fields) if (!Object.hasOwn(input, key) || !ok(Reflect.get(input, key))) return false;
    return true;
  };
}

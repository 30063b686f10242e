import { clockRequestSchema, isClockRequestType } from '../core/clock/index.js';
import { getGame } from '../index.js';
import {
  autoMoveOf,
  evolveOrders,
  initialOrders,
  isOrdersType,
  parseOrdersCommand,
  type OrdersState,
} from '../core/orders-log.js';
import type { AnyGame, Decision } from '../core/types.js';
import { canonicalJson } from './canonical.js';
import { GENESIS, commitmentOf, recordHash, saltOf } from './chain.js';
import { committedRandom, DrawMismatch, replayedRandom, type DrawInputs } from './committed-random.js';
import { diceInputs, diceStart, evolveDice, linkProblem, type DiceScheme } from './dice-state.js';
import { auditExportSchema, type AuditExport, type AuditRecord } from './export.js';
import { pureHashes, type Hashes } from './hashes.js';
import { fromHex } from './sha256.js';

/** The checks the verifier makes, each named in what it reports. */
export type Check =
  | 'schema'
  | 'rules'
  | 'order'
  | 'scheme'
  | 'commitment'
  | 'chain'
  | 'link'
  | 'hash'
  | 'draws'
  | 'decide'
  | 'events'
  | 'reveal'
  | 'outcome'
  | 'summary';

/** One check that failed: the record (null for the whole export), the check, what differs. */
export interface Failure {
  version: number | null;
  check: Check;
  message: string;
}

export interface Verdict {
  /** 'valid' only when every check was made and none failed. */
  result: 'valid' | 'invalid' | 'incomplete';
  failures: Failure[];
  /** What could not be checked, and why. */
  unchecked: string[];
  /** What the table should know though nothing failed: each dice key that replaced a seat's own. */
  notes: string[];
  /** How the game's dice were derived (docs/audit.md); 1 for exports that do not say; null for games recorded before commitments. */
  scheme: DiceScheme | null;
  counts: { records: number; draws: number; events: number; links: number };
}

/** What the checker learnt itself before the game began, to hold the export to. */
export interface KnownBefore {
  /** The commitment the `prepared` answer gave the creating device, before it chose its nonce. */
  commitment?: string;
}

/** The dice scheme in words, for the verdict. */
export const SCHEME_NAMES: Record<DiceScheme, string> = {
  1: 'dice scheme 1 (before seat chains)',
  2: 'dice scheme 2 (seat chains)',
};

/** The verdict as the CLI and the browser print it: one line per failure or gap, then a summary. */
export function verdictLines(v: Verdict): string[] {
  const lines = v.failures.map(
    (f) => `${f.version === null ? 'export' : `version ${f.version}`}: ${f.check}: ${f.message}`,
  );
  for (const u of v.unchecked) lines.push(`not checked: ${u}`);
  for (const n of v.notes) lines.push(`note: ${n}`);
  const { records, draws, events, links } = v.counts;
  const scheme = v.scheme === null ? '' : `${SCHEME_NAMES[v.scheme]}, `;
  const what = `${records} records, ${scheme}${v.scheme === 2 ? `${links} chain links followed, ` : ''}${draws} draws re-derived, ${events} events re-decided`;
  if (v.result === 'invalid')
    lines.push(`INVALID: ${v.failures.length} failed check${v.failures.length === 1 ? '' : 's'} (${what})`);
  else if (v.result === 'incomplete')
    lines.push(`INCOMPLETE: nothing failed, but not everything could be checked (${what})`);
  else lines.push(`VALID: ${what}`);
  return lines;
}

/**
 * The canonical JSON of what the replay computed or the export holds; a value JSON cannot hold
 * (a NaN an altered log made the rules compute) gets a text no JSON value has, so it never
 * equals anything and the verifier reports rather than throws.
 */
function canonical(value: unknown): string {
  try {
    return canonicalJson(value);
  } catch (err) {
    return `<not JSON: ${(err as Error).message}>`;
  }
}

const short = (value: unknown, max = 160): string => {
  const s = value === undefined ? 'nothing' : canonical(value);
  return s.length > max ? `${s.slice(0, max)}...` : s;
};

/**
 * Checks an audit export using the engine alone: the schema, the order of the records, the
 * hash chain, the commitment against the revealed seed, every draw against the HMAC
 * derivation, and every command re-decided with those draws, its events compared with the
 * recorded ones in canonical JSON. What a running game's export withholds is reported as
 * not checked, never as passed.
 */
export function verifyAudit(input: unknown, hashes: Hashes = pureHashes, known: KnownBefore = {}): Verdict {
  const failures: Failure[] = [];
  const unchecked: string[] = [];
  const notes: string[] = [];
  const counts = { records: 0, draws: 0, events: 0, links: 0 };
  let scheme: DiceScheme | null = null;
  const done = (): Verdict => {
    // By record, the export's own failures first; within a record in the order the checks ran.
    failures.sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
    return {
      result: failures.length > 0 ? 'invalid' : unchecked.length > 0 ? 'incomplete' : 'valid',
      failures,
      unchecked,
      notes,
      scheme,
      counts,
    };
  };
  const fail = (version: number | null, check: Check, message: string) => failures.push({ version, check, message });

  const parsed = auditExportSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 10))
      fail(versionAt(input, issue.path), 'schema', `${issue.path.join('.') || 'the export'}: ${issue.message}`);
    return done();
  }
  const doc = parsed.data;
  counts.records = doc.records.length;
  if (doc.complete !== (doc.status === 'over'))
    fail(
      null,
      'summary',
      `a ${doc.status === 'over' ? 'finished' : 'running'} game's export says it is ${doc.complete ? '' : 'not '}complete`,
    );
  const game = getGame(doc.rules);
  if (!game) {
    fail(null, 'rules', `this verifier does not know the rule set '${doc.rules}'`);
    return done();
  }

  let highest = 0;
  for (const r of doc.records) {
    if (r.version <= highest) fail(r.version, 'order', `comes after version ${highest} in the log`);
    else if (r.version > highest + 1)
      fail(
        r.version,
        'order',
        `version${r.version - highest > 2 ? `s ${highest + 1}-${r.version - 1} are` : ` ${highest + 1} is`} missing before it`,
      );
    highest = Math.max(highest, r.version);
  }

  const first = doc.records.at(0);
  if (!first) {
    fail(null, 'order', 'the export holds no records');
    return done();
  }
  if (first.hash === null) {
    // A game created before commitments: nothing in it can be checked, unless it claims otherwise.
    if (doc.commitment !== null || doc.records.some((r) => r.hash !== null))
      fail(first.version, 'chain', 'the first record has no hash, but the game has commitments');
    unchecked.push(`${rangeOf(doc.records)}: not verifiable: recorded before commitments`);
    return done();
  }

  scheme = doc.diceScheme ?? 1;
  checkScheme(doc, scheme, fail);
  if (known.commitment !== undefined && known.commitment !== doc.commitment) {
    fail(
      1,
      'commitment',
      `before the deal the server committed to ${known.commitment}, but the game commits to ${doc.commitment ?? 'nothing'}: the seed was drawn again after the nonce`,
    );
  }
  const seed = checkCommitment(doc, hashes, fail, unchecked);
  checkChain(doc, seed, hashes, fail, unchecked);
  // Seat chains are public while the game runs: followed whether or not the seed is out yet.
  const chained = scheme === 2 ? followChains(doc, hashes, fail, notes, unchecked) : null;
  if (chained) counts.links = chained.links;
  const inputsOf = (r: AuditRecord): DrawInputs | undefined =>
    chained
      ? chained.inputs.get(r.version)
      : r.prev === null
        ? undefined
        : { gameId: doc.gameId, version: r.version, prev: r.prev, commandId: r.commandId };
  if (seed) counts.draws = checkDraws(doc, seed, hashes, fail, inputsOf);
  if (!doc.complete) {
    unchecked.push('commands and draws are withheld while the game runs: the decisions cannot be re-run yet');
    return done();
  }
  if (failures.some((f) => f.check === 'order')) {
    unchecked.push('the decisions cannot be re-run across a missing or misplaced record');
    return done();
  }
  counts.events = redecide(game, doc, fail, unchecked);
  return done();
}

/** The revealed seed as bytes when it matches the commitment, else null (and why). */
function checkCommitment(
  doc: AuditExport,
  hashes: Hashes,
  fail: (v: number | null, c: Check, m: string) => void,
  unchecked: string[],
): Uint8Array | null {
  const first = doc.records.at(0);
  if (first?.version !== 1) return null;
  if (first.commitment === undefined) fail(1, 'commitment', 'the first record carries no commitment');
  else if (doc.commitment !== first.commitment)
    fail(
      1,
      'commitment',
      `the first record commits to ${first.commitment}, the game's public data to ${doc.commitment ?? 'nothing'}`,
    );
  const reveals = doc.records.filter((r): r is AuditRecord & { seed: string } => r.seed !== undefined);
  for (const r of doc.records)
    if (r.commitment !== undefined && r.version !== 1)
      fail(r.version, 'commitment', 'only the first record may carry a commitment');
  if (doc.status === 'playing') {
    if (reveals.length > 0 || doc.seed !== null)
      fail(reveals[0]?.version ?? null, 'reveal', 'the seed is revealed while the game still runs');
    unchecked.push('the seed is revealed when the game ends: until then the draws and the hashes cannot be recomputed');
    return null;
  }
  const reveal = reveals.at(-1);
  if (!reveal || doc.seed === null) {
    fail(null, 'reveal', 'the game is over but its seed was not revealed: the hashes and draws cannot be recomputed');
    return null;
  }
  if (reveals.length > 1) fail(reveals[1].version, 'reveal', 'the seed is revealed twice');
  if (reveal.seed !== doc.seed)
    fail(reveal.version, 'reveal', `the reveal record's seed ${reveal.seed} is not the export's ${doc.seed}`);
  const seed = fromHex(reveal.seed);
  if (!seed) {
    // Not reached: the schema holds a seed to 64 hex digits.
    fail(reveal.version, 'reveal', 'the revealed seed is not hex');
    return null;
  }
  const committed = commitmentOf(seed, hashes);
  const commitment = first.commitment ?? doc.commitment;
  if (committed === commitment) return seed;
  // Which was altered, the commitment or the seed? A record holding neither tells: only the
  // seed the server held gives its hash.
  const witness = doc.records.find((r) => r !== first && r !== reveal && r.hash !== null);
  if (witness) {
    const rehashed = recordHash(asStored(witness), saltOf(seed, doc.gameId, witness.version, hashes), hashes);
    if (rehashed === witness.hash) {
      fail(
        1,
        'commitment',
        `the commitment ${String(commitment)} is not SHA-256 of the seed (${committed}), which the hash of version ${witness.version} confirms`,
      );
      return seed;
    }
  }
  fail(
    reveal.version,
    'commitment',
    `SHA-256 of the revealed seed is ${committed}, the commitment is ${String(commitment)}`,
  );
  unchecked.push('the revealed seed is not the committed one: the hashes and draws were not recomputed');
  return null;
}

/** Each record's prev is the hash of the one before it in the log; with the seed, each hash is recomputed. */
function checkChain(
  doc: AuditExport,
  seed: Uint8Array | null,
  hashes: Hashes,
  fail: (v: number | null, c: Check, m: string) => void,
  unchecked: string[],
) {
  doc.records.forEach((r, i) => {
    const before = i > 0 ? doc.records[i - 1] : undefined;
    if (r.prev === null || r.hash === null) {
      fail(r.version, 'chain', "has no hash or prev, though the game's first record has them");
      return;
    }
    const expected = before === undefined ? GENESIS : before.hash;
    if (r.prev !== expected) {
      fail(
        r.version,
        'chain',
        `prev is ${r.prev}, but the record before it (${before ? `version ${before.version}` : 'none'}) hashes to ${String(expected)}`,
      );
    }
    if (seed && doc.complete) {
      const hash = recordHash(asStored(r), saltOf(seed, doc.gameId, r.version, hashes), hashes);
      if (hash !== r.hash) fail(r.version, 'hash', `the record hashes to ${hash}, it says ${r.hash}`);
    }
  });
  if (!doc.complete)
    unchecked.push(
      'each hash covers a secret salt derived from the seed: the hashes can be recomputed once the seed is revealed',
    );
}

/** A record of a complete export as the server stored and hashed it (the schema allows nulls a stored record never has). */
function asStored({ hash: _hash, ...r }: AuditRecord) {
  return { ...r, draws: r.draws ?? [], prev: r.prev ?? '' };
}

/** The first record names the scheme the export claims, and only the first names one. */
function checkScheme(
  doc: AuditExport,
  scheme: DiceScheme,
  fail: (v: number | null, c: Check, m: string) => void,
): void {
  const first = doc.records[0];
  if (scheme === 2 && first.diceScheme !== 2)
    fail(first.version, 'scheme', 'the export says the dice use seat chains (scheme 2), but the first record does not');
  if (scheme === 1 && first.diceScheme === 2)
    fail(
      first.version,
      'scheme',
      'the first record says the dice use seat chains (scheme 2), but the export says scheme 1',
    );
  for (const r of doc.records.slice(1))
    if (r.diceScheme !== undefined) fail(r.version, 'scheme', 'only the first record may name the dice scheme');
}

/**
 * Follows every seat's hash chain through the log (dice scheme 2): each record a seat made
 * reveals a link whose SHA-256 is the seat's last link, or with a new key that key; the system
 * reveals none. Gives each record's draw inputs (dice-state.ts) and how many links were followed,
 * and notes each key that replaced a seat's key (the table should know when a seat's device changed).
 */
function followChains(
  doc: AuditExport,
  hashes: Hashes,
  fail: (v: number | null, c: Check, m: string) => void,
  notes: string[],
  unchecked: string[],
): { inputs: Map<number, DrawInputs>; links: number } {
  const inputs = new Map<number, DrawInputs>();
  const first = doc.records[0];
  const seats = (first.command as { seats?: unknown } | null)?.seats;
  let d = diceStart(first.commandId, typeof seats === 'number' ? seats : doc.seats.length);
  inputs.set(first.version, diceInputs(doc.gameId, d));
  if (first.key !== undefined || first.link !== undefined)
    fail(first.version, 'link', 'the start record carries a key or a link');
  let links = 0;
  let previous = first.version;
  let gapped = false;
  for (const r of doc.records.slice(1)) {
    if (r.actor === 'system') {
      if (r.key !== undefined || r.link !== undefined)
        fail(r.version, 'link', "a record the system made carries a seat's key or link");
    } else if (r.actor >= d.keys.length) {
      fail(r.version, 'link', `seat ${r.actor} is not at this table`);
    } else {
      const seat = `seat ${r.actor} (${doc.seats[r.actor] ?? '?'})`;
      const had = d.keys[r.actor];
      // A seat's first key is every seat's first move; a key replacing one is worth the table's attention.
      if (r.key !== undefined && had)
        notes.push(
          `version ${r.version}: ${seat} set a new dice key in place of its own: another device (or one that lost its key) plays the seat`,
        );
      const problem = linkProblem(d, r.actor, { key: r.key, link: r.link }, hashes);
      if (problem) {
        const why =
          r.link === undefined
            ? 'reveals no link'
            : problem.code === 'NO_KEY'
              ? 'reveals a link, but the seat has no dice key'
              : r.key !== undefined && r.key !== had?.top
                ? 'reveals a link whose SHA-256 is not its new key'
                : `reveals a link whose SHA-256 is not the seat's last link (link ${had?.revealed ?? 0} of its key)`;
        fail(r.version, 'link', `${seat} ${why}`);
      } else links++;
    }
    d = evolveDice(d, r);
    // Past a missing or misplaced record the move numbers and links are not known: those draws are not re-derived.
    if (gapped) continue;
    if (r.version !== previous + 1) {
      gapped = true;
      unchecked.push(
        `the draws from version ${r.version} on cannot be re-derived across a missing or misplaced record`,
      );
      continue;
    }
    previous = r.version;
    inputs.set(r.version, diceInputs(doc.gameId, d));
  }
  return { inputs, links };
}

/** Every recorded value equals the value the HMAC derivation gives; returns how many were checked. */
function checkDraws(
  doc: AuditExport,
  seed: Uint8Array,
  hashes: Hashes,
  fail: (v: number | null, c: Check, m: string) => void,
  inputsOf: (r: AuditRecord) => DrawInputs | undefined,
): number {
  let n = 0;
  for (const r of doc.records) {
    const inputs = inputsOf(r);
    if (!r.draws || r.prev === null || !inputs) continue;
    const derived = committedRandom(seed, inputs, hashes);
    for (const [i, [min, max, value]] of r.draws.entries()) {
      let expected: number;
      try {
        expected = derived.int(min, max);
      } catch (err) {
        fail(r.version, 'draws', `draw #${i} asks for [${min}, ${max}]: ${(err as Error).message}`);
        break;
      }
      n++;
      if (expected !== value)
        fail(r.version, 'draws', `draw #${i} in [${min}, ${max}] is ${value}, the seed gives ${expected}`);
    }
  }
  return n;
}

/**
 * Re-runs the game: each command decided again on the state before it, with the recorded
 * draws, its events compared with the recorded ones. The state goes on from the recorded
 * events, the log's own account, so an altered command or draw is reported at its record
 * rather than again in the records whose decisions followed from the original.
 */
function redecide(
  game: AnyGame,
  doc: AuditExport,
  fail: (v: number | null, c: Check, m: string) => void,
  unchecked: string[],
): number {
  // The rule set is chosen by the export's id: its state, commands and events are unknown here.
  let state: unknown = game.initialState();
  // The seats' standing orders, folded from their orders records and the moves made by them.
  let orders: OrdersState = initialOrders(doc.seats.length);
  let n = 0;
  for (const r of doc.records) {
    try {
      const before = state;
      if (!redecideOne(r)) return n;
      if (r.command !== null) orders = evolveOrders(game, orders, before, r);
    } catch (err) {
      // Whatever else an altered log makes the rules trip over: reported, and the replay stops there.
      fail(r.version, 'decide', `the rules fail on this record: ${(err as Error).message}`);
      if (r !== doc.records.at(-1)) unchecked.push(`the records after version ${r.version} were not re-decided`);
      return n;
    }
  }
  let outcome: unknown;
  try {
    outcome = game.outcome(state);
  } catch (err) {
    outcome = `<the rules cannot score the replay: ${(err as Error).message}>`;
  }
  if (canonical(outcome) !== canonical(doc.outcome))
    fail(null, 'outcome', `the export gives the outcome ${short(doc.outcome)}, the replay ${short(outcome)}`);
  const start = doc.records[0].command as { options?: unknown; clock?: unknown } | null;
  if (canonical(doc.options) !== canonical(start?.options))
    fail(
      null,
      'summary',
      `the export gives the options ${short(doc.options)}, the start command ${short(start?.options)}`,
    );
  if (canonical(doc.clock ?? null) !== canonical(start?.clock ?? null))
    fail(null, 'summary', `the export gives the clock ${short(doc.clock)}, the start command ${short(start?.clock)}`);
  if ((doc.status === 'over') !== game.isTerminal(state))
    fail(
      null,
      'summary',
      `the export says the game is ${doc.status === 'over' ? 'over' : 'running'}, the replay that it is ${game.isTerminal(state) ? 'over' : 'running'}`,
    );
  return n;

  /**
   * A seat's clock request (quiet hours, vacation, "I'm back") is a record of its own that the
   * rules never see: it must come from a seat, be a valid request, and hold no events or draws.
   * Whether the clock allowed it is the server's to check; the game's state is untouched by it.
   */
  function checkClockRecord(r: AuditRecord): void {
    if (r.actor === 'system' || r.onBehalfOf !== undefined || r.reason !== undefined)
      fail(r.version, 'decide', 'a clock request comes from a seat, never from the system');
    const parsed = clockRequestSchema.safeParse(r.command);
    if (!parsed.success)
      fail(
        r.version,
        'decide',
        `not a valid clock request ${short(r.command)}: ${parsed.error.issues[0]?.message ?? 'malformed'}`,
      );
    if (r.events.length > 0) fail(r.version, 'events', `a clock request holds no events, this one ${r.events.length}`);
    if ((r.draws ?? []).length > 0)
      fail(r.version, 'draws', `a clock request draws nothing, this one ${(r.draws ?? []).length} value(s)`);
  }

  /**
   * A seat's standing orders are a record of their own that the rules never see, like a clock
   * request: from a seat, a valid set of the rule set's orders, with no events or draws.
   */
  function checkOrdersRecord(r: AuditRecord): void {
    if (r.actor === 'system' || r.onBehalfOf !== undefined || r.reason !== undefined)
      fail(r.version, 'decide', 'standing orders come from a seat, never from the system');
    const parsed = parseOrdersCommand(game, r.command);
    if (!parsed.ok) fail(r.version, 'decide', `not a valid set of orders ${short(r.command)}: ${parsed.message}`);
    if (r.events.length > 0) fail(r.version, 'events', `standing orders hold no events, these ${r.events.length}`);
    if ((r.draws ?? []).length > 0)
      fail(r.version, 'draws', `standing orders draw nothing, these ${(r.draws ?? []).length} value(s)`);
  }

  /**
   * A move the system made for a seat by its orders, or as its forced move, must be the one the
   * seat's orders (or its one main choice) give in the state before it: decided again here.
   */
  function checkAutoMove(r: AuditRecord & { command: { type: string }; reason: 'order' | 'forced' }): void {
    if (r.onBehalfOf === undefined) {
      fail(r.version, 'decide', `a move by ${r.reason} names no seat`);
      return;
    }
    const auto = autoMoveOf(game, orders, state, r.onBehalfOf);
    if (auto === null)
      fail(
        r.version,
        'decide',
        `seat ${r.onBehalfOf} had no ${r.reason === 'order' ? 'order' : 'forced move'} to play here`,
      );
    else if (auto.reason !== r.reason || canonicalJson(auto.command) !== canonicalJson(r.command))
      fail(
        r.version,
        'decide',
        `the ${r.reason} move ${short(r.command)} is not the seat's: its ${auto.reason} move is ${short(auto.command)}`,
      );
  }

  /** Re-decides one record and carries the state on; false when the replay cannot go on. */
  function redecideOne(r: AuditRecord): boolean {
    if (r.command === null) {
      if (r.seed === undefined) fail(r.version, 'decide', 'the record has no command');
      else if (!game.isTerminal(state)) fail(r.version, 'reveal', 'the seed is revealed before the game is over');
      else if (r.events.length > 0 || (r.draws ?? []).length > 0)
        fail(r.version, 'reveal', 'the reveal record holds events or draws');
      return true;
    }
    if (r.version === 1 && (r.command.type !== 'start' || r.actor !== 'system'))
      fail(1, 'decide', "the first record is not the system's start command");
    if (game.isTerminal(state)) fail(r.version, 'decide', 'a command after the end of the game');
    if (isClockRequestType(r.command)) {
      checkClockRecord(r);
      return true;
    }
    if (isOrdersType(r.command)) {
      checkOrdersRecord(r);
      return true;
    }
    if (r.reason === 'order' || r.reason === 'forced') checkAutoMove({ ...r, command: r.command, reason: r.reason });
    const random = replayedRandom(r.draws ?? []);
    let decided: unknown[] | null = null;
    try {
      // The system moves for a seat (a timeout, a holding bot) as that seat would.
      const decision: Decision<unknown, string> = game.decide(state, r.command, {
        actor: r.onBehalfOf ?? r.actor,
        now: r.at,
        random,
      });
      if (!decision.ok)
        fail(
          r.version,
          'decide',
          `the rules refuse the command ${short(r.command)}: ${decision.code}: ${decision.message}`,
        );
      else decided = decision.events;
    } catch (err) {
      fail(
        r.version,
        err instanceof DrawMismatch ? 'draws' : 'decide',
        err instanceof DrawMismatch
          ? err.message
          : `the rules fail on the command ${short(r.command)}: ${(err as Error).message}`,
      );
    }
    // The recorded events carry the game on; events the rules cannot read leave no state to go on from.
    let recorded: unknown[];
    try {
      recorded = r.events.map((e): unknown => game.upcast(e, r.eventVersion));
      for (const [k, e] of recorded.entries()) {
        state = game.evolve(state, e);
        if (state === undefined || state === null) throw new Error(`event #${k} leads to no state`);
      }
    } catch (err) {
      fail(r.version, 'events', `the rules cannot apply the recorded events: ${(err as Error).message}`);
      if (r !== doc.records.at(-1))
        unchecked.push(
          `the records after version ${r.version} were not re-decided: the recorded events before them cannot be applied`,
        );
      return false;
    }
    if (decided) {
      if (random.unused() > 0) fail(r.version, 'draws', `${random.unused()} recorded draw(s) were never asked for`);
      const i = firstDifference(decided, recorded);
      if (i !== null)
        fail(r.version, 'events', `event #${i} differs: recorded ${short(recorded[i])}, decided ${short(decided[i])}`);
    }
    n += recorded.length;
    return true;
  }
}

function firstDifference(a: readonly unknown[], b: readonly unknown[]): number | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i >= a.length || i >= b.length || canonical(a[i]) !== canonical(b[i])) return i;
  }
  return null;
}

function rangeOf(records: readonly AuditRecord[]): string {
  const first = records[0].version;
  const last = records[records.length - 1].version;
  return first === last ? `version ${first}` : `versions ${first}-${last}`;
}

/** The version of the record a schema issue points into, when it points into one. */
function versionAt(input: unknown, path: readonly PropertyKey[]): number | null {
  if (path[0] !== 'records' || typeof path[1] !== 'number') return null;
  const r = (input as { records?: { version?: unknown }[] }).records?.[path[1]];
  return typeof r?.version === 'number' ? r.version : path[1] + 1;
}

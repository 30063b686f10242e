import { isDeepStrictEqual } from 'node:util';
import type { AuditExport } from '../../../engine/audit/export.js';
import type { AnyGame, SecretPath, Seat, Viewer } from '../../../engine/core/types.js';
import { eventsOf } from '../../../lambdas/app/load-game.js';
import { hashToken } from '../../../lambdas/app/tokens.js';
import type { Entry, UpdateFrame } from '../../../lambdas/protocol/server.js';
import type { PlayedThroughApp, Received } from './play-through-app.js';

/**
 * Every way a frame can show a viewer what is hidden from it, found from the contract alone
 * (so it covers a rule set added later without a test of its own). A list of problems, each
 * naming the connection, the frame and what is wrong; an empty list means every frame is clean.
 *
 * - Secrets: at each path the rule set's `secrets` names for that viewer (into the view, and
 *   into each full event), what the viewer got holds null or nothing; and each such path
 *   leads to a value in the full view or event (a misspelt path would hide nothing).
 * - Redaction: every event in an entry is the stored event as `redact` gives it to that viewer,
 *   described for that viewer; frames for the auditor (`viewer: 'all'`) come only after the end,
 *   and every other frame is for the connection's own viewer.
 * - Views and legal commands are the rule set's for that viewer; a spectator gets no legal
 *   commands, a seat only its own.
 * - No frame carries another seat's token (or any token's hash); a spectator's carries none.
 * - Before the end, no frame and no audit export carries the game's seed (it would give away
 *   the deal and every die to come); the export then withholds commands and draws and holds
 *   each event as a spectator may see it.
 */
export function findLeaks(played: PlayedThroughApp): string[] {
  const { game, records, tokens } = played;
  const states = statesByVersion(
    game,
    played.records.map((r) => eventsOf(game, r)),
  );
  const problems: string[] = [];
  const seed = played.ports.games.items.get(played.gameId)!.seed;
  if (seed === null) problems.push('the game has no seed');
  if (played.exports.midway)
    checkRunningExport(game, records, played.exports.midway, seed, (what) =>
      problems.push(`the audit export midway: ${what}`),
    );
  for (const { connectionId, seat } of played.watchers) {
    const frames = played.received.get(connectionId) ?? [];
    const foreign = tokens.flatMap((t, s) => (s === seat ? [hashToken(t)] : [t, hashToken(t)]));
    frames.forEach((r, i) => {
      const say = (what: string) =>
        problems.push(
          `${connectionId} (${seat === null ? 'spectator' : `seat ${seat}`}) frame ${i} (${r.frame.type}, v${r.version}): ${what}`,
        );
      const json = JSON.stringify(r.frame);
      for (const t of foreign)
        if (json.includes(t)) say(`carries a token (or hash) that is not this viewer's: ${t.slice(0, 6)}…`);
      if (seed !== null && !r.over && json.includes(seed)) say("LEAK: carries the game's seed before the end");
      checkFrame(game, records, states, seat, r, say);
    });
  }
  return problems;
}

type Say = (what: string) => void;

function checkRunningExport(
  game: AnyGame,
  records: PlayedThroughApp['records'],
  doc: AuditExport,
  seed: string | null,
  say: Say,
): void {
  if (doc.complete || doc.seed !== null) say('claims to be complete while the game runs');
  if (seed !== null && JSON.stringify(doc).includes(seed)) say('LEAK: carries the seed');
  for (const r of doc.records) {
    if (r.command !== null || r.draws !== null) say(`record ${r.version} shows its command or draws`);
    const stored = records[r.version - 1];
    if (!stored) {
      say(`record ${r.version} is not in the log`);
      continue;
    }
    eventsOf(game, stored).forEach((event, k) => {
      for (const path of game.secrets.event(event, null))
        if (at(r.events[k], path) != null) say(`LEAK: record ${r.version} event ${k} shows ${format(path)}`);
      if (!same(r.events[k], game.redact(event, null)))
        say(`record ${r.version} event ${k} is not the event as a spectator sees it`);
    });
  }
}

function checkFrame(
  game: AnyGame,
  records: PlayedThroughApp['records'],
  states: unknown[],
  seat: Seat | null,
  r: Received,
  say: Say,
): void {
  const f = r.frame;
  if (f.type === 'subscribed' || f.type === 'entries' || f.type === 'update' || f.type === 'history') {
    if (f.viewer === 'all' ? !r.over : f.viewer !== seat)
      say(`is for viewer ${String(f.viewer)}${f.viewer === 'all' ? ' before the game is over' : ''}`);
  }
  if (f.type === 'entries' || f.type === 'update' || f.type === 'history') {
    for (const entry of f.entries) checkEntry(game, records, f.viewer, entry, say);
  }
  if (f.type === 'update') checkUpdate(game, states[f.version], seat, f, say);
}

function checkEntry(game: AnyGame, records: PlayedThroughApp['records'], viewer: Viewer, entry: Entry, say: Say): void {
  const record = records[entry.version - 1];
  if (!record) {
    say(`entry ${entry.version} is not in the log`);
    return;
  }
  if (entry.actor !== record.actor || entry.at !== record.at)
    say(`entry ${entry.version} has another actor or time than the log`);
  const full = eventsOf(game, record);
  if (entry.diceKey?.key !== record.key)
    say(`entry ${entry.version} shows the dice key ${entry.diceKey?.key ?? 'none'}, the log ${record.key ?? 'none'}`);
  if (entry.events.length !== full.length) {
    say(`entry ${entry.version} has ${entry.events.length} events, the log ${full.length}`);
    return;
  }
  full.forEach((event, k) => {
    const sent = entry.events[k];
    const where = `entry ${entry.version} event ${k} (${(event as { type: string }).type})`;
    for (const path of game.secrets.event(event, viewer)) {
      if (at(event, path) == null) say(`${where}: the secret ${format(path)} it declares is not in the event`);
      if (at(sent.event, path) != null) say(`LEAK: ${where} shows ${format(path)}, hidden from ${String(viewer)}`);
    }
    const redacted = game.redact(event, viewer);
    if (!same(sent.event, redacted)) say(`${where} is not the event as redact gives it to ${String(viewer)}`);
    if (JSON.stringify(sent.line) !== JSON.stringify(game.describe(redacted)))
      say(`${where} line is not the description of its redaction for ${String(viewer)}`);
  });
}

function checkUpdate(game: AnyGame, state: unknown, seat: Seat | null, f: UpdateFrame, say: Say): void {
  if (state === undefined) {
    say(`update at version ${f.version}, which the log does not have`);
    return;
  }
  const secrets = game.secrets.view(state, f.viewer);
  const full = secrets.length > 0 ? game.view(state, 'all') : null;
  for (const path of secrets) {
    if (at(full, path) == null) say(`the secret ${format(path)} the rule set declares is not in the full view`);
    if (at(f.view, path) != null) say(`LEAK: the view shows ${format(path)}, hidden from ${String(f.viewer)}`);
  }
  if (!same(f.view, game.view(state, f.viewer))) say(`the view is not the rule set's view for ${String(f.viewer)}`);
  const legal = f.legalCommands;
  if (seat === null) {
    if (legal.length > 0) say('a spectator got legal commands');
  } else if (!same(legal, game.legalCommands(state, seat))) {
    say(`the legal commands are not seat ${seat}'s`);
  }
}

/** states[v] is the game after version v (states[0] before the start). */
function statesByVersion(game: AnyGame, eventsByVersion: unknown[][]): unknown[] {
  const states = [game.initialState()];
  for (const events of eventsByVersion) states.push(events.reduce((s, e) => game.evolve(s, e), states.at(-1)));
  return states;
}

function at(value: unknown, path: SecretPath): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

const format = (path: SecretPath) => path.join('.');

/** Equal as JSON carries them (an undefined field is no field). */
function same(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b) ?? 'null'));
}

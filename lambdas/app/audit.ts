import { AUDIT_FORMAT, AUDIT_FORMAT_VERSION, type AuditExport, type AuditRecord } from '../../engine/audit/export.js';
import type { AnyGame } from '../../engine/core/types.js';
import { eventsOf, loadGame, recordsAfter } from './load-game.js';
import { checkLog } from './log-integrity.js';
import type { Ports, StoredCommand } from './ports.js';
import { seatNames } from './seats.js';
import { publicAudience, type Audience } from './viewer.js';
import { statusOf } from './views.js';

/**
 * The audit export (engine/audit/export.ts, docs/audit.md). Nobody proves a seat over plain
 * HTTP, so while the game runs it is what a spectator may see: the chain's hashes and the
 * events as the table shows them, but no commands (a command can name a secret, as Manila's
 * mortgage names the good) and no draws (a shuffle's draws are the hidden deal). Once the game
 * is over it is every record exactly as stored. The seed is taken from the record that
 * revealed it, never from the games item, so no path here can publish it early.
 */
export async function auditExport(ports: Ports, gameId: string): Promise<AuditExport> {
  const loaded = await loadGame(ports, gameId);
  const { game, record } = loaded;
  const audience = publicAudience(game, loaded.state, gameId);
  const complete = audience.viewer === 'all';
  const records = await recordsAfter(ports, loaded, 0);
  checkLog(ports, record, records, 0);
  const reveal = complete ? records.filter((r) => r.seed !== undefined).at(-1) : undefined;
  return {
    format: AUDIT_FORMAT,
    formatVersion: AUDIT_FORMAT_VERSION,
    diceScheme: record.diceScheme ?? 1,
    gameId,
    rules: game.id,
    title: game.title,
    eventVersion: game.eventVersion,
    stateVersion: game.stateVersion,
    options: record.options,
    ...(record.clock && { clock: record.clock }),
    seats: seatNames(record),
    status: statusOf(game, loaded.state),
    complete,
    commitment: record.commitment,
    seed: reveal?.seed ?? null,
    records: records.map((r) => (complete ? exactly(r) : publicly(game, r, audience))),
    outcome: game.outcome(loaded.state),
  };
}

/** The record as stored, every field the hash covers. */
function exactly(r: StoredCommand): AuditRecord {
  return {
    version: r.version,
    at: r.at,
    actor: r.actor,
    ...(r.onBehalfOf !== undefined && { onBehalfOf: r.onBehalfOf, reason: r.reason }),
    commandId: r.commandId,
    eventVersion: r.eventVersion,
    command: r.command,
    draws: r.draws,
    events: r.events,
    prev: r.prev,
    hash: r.hash,
    ...(r.commitment !== undefined && { commitment: r.commitment }),
    ...(r.seed !== undefined && { seed: r.seed }),
    ...(r.diceScheme !== undefined && { diceScheme: r.diceScheme }),
    ...(r.key !== undefined && { key: r.key }),
    ...(r.link !== undefined && { link: r.link }),
  };
}

/** The record as anyone may see it while the game runs: its place in the chain and its public events. */
function publicly(game: AnyGame, r: StoredCommand, audience: Audience): AuditRecord {
  // The chain's fields as stored (the seed is never among them while the game runs; keys and
  // links are public, and let anyone follow each seat's chain as the game goes), the rest withheld.
  const { seed: _unrevealed, ...chain } = exactly(r);
  return {
    ...chain,
    eventVersion: game.eventVersion,
    command: null,
    draws: null,
    events: eventsOf(game, r).map((e): unknown => game.redact(e, audience.viewer)),
  };
}

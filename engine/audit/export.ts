import * as z from 'zod/mini';
import '../core/schema.js';

/**
 * The audit export: everything needed to check a game without trusting the server.
 * docs/audit.schema.json is this schema as JSON Schema (test/engine/audit-schema.test.ts
 * keeps the two equal); docs/audit.md explains each field.
 */
export const AUDIT_FORMAT = 'tradewinds-audit';
/** 2 adds `diceScheme` and the records' `key`, `link` and `diceScheme`; exports of format 1 are read too (dice scheme 1). */
export const AUDIT_FORMAT_VERSION = 2;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits'));
const int = z.number().check(z.int());
const draw = z.tuple([int, int, int]);

export const auditRecordSchema = z.object({
  version: int.check(z.minimum(1)),
  at: z.string(),
  actor: z.union([int.check(z.minimum(0)), z.literal('system')]),
  /**
   * With actor 'system': the seat it moved for, and why (the seat's time ran out, a bot holds it,
   * one of its standing orders played, or it was its only main choice).
   */
  onBehalfOf: z.optional(int.check(z.minimum(0))),
  reason: z.optional(z.enum(['timeout', 'bot', 'order', 'forced'])),
  commandId: z.string(),
  eventVersion: int,
  /** The command as accepted; null while the game runs (commands can name secrets) and for the seed's reveal. */
  command: z.nullable(z.looseObject({ type: z.string() })),
  /** [min, max, value] of every random value, in order; null while the game runs. */
  draws: z.nullable(z.array(draw)),
  /** The events; while the game runs, as a spectator sees them. */
  events: z.array(z.unknown()),
  /** Null only for records written before commitments. */
  prev: z.nullable(hex64),
  hash: z.nullable(hex64),
  /** On the first record: SHA-256 of the seed. */
  commitment: z.optional(hex64),
  /** On the system record after the end: the seed itself. */
  seed: z.optional(hex64),
  /** On the first record of a game whose dice use seat chains: 2 (hashed with the record, so it cannot be claimed later). */
  diceScheme: z.optional(z.literal(2)),
  /** A new dice key (a hash chain's top) the acting seat's device set with this record. */
  key: z.optional(hex64),
  /** The chain link this seat's record reveals: SHA-256 of it is the seat's last link or, with `key`, the key. */
  link: z.optional(hex64),
});

export const auditExportSchema = z.object({
  format: z.literal(AUDIT_FORMAT),
  formatVersion: z.union([z.literal(1), z.literal(AUDIT_FORMAT_VERSION)]),
  /**
   * How the dice were derived (docs/audit.md): 1 from each record's previous hash and command id
   * (games created before seat chains; format 1 exports, which lack this field, are all scheme 1),
   * 2 from the seed, the creator's nonce and the seats' chain links.
   */
  diceScheme: z.optional(z.union([z.literal(1), z.literal(2)])),
  gameId: z.string(),
  rules: z.string(),
  title: z.string(),
  /** The rule set's event and state versions on the server that wrote the export. */
  eventVersion: int,
  stateVersion: int,
  options: z.unknown(),
  /** The table's clock (engine/core/clock), as its start command records it; absent: no clock. */
  clock: z.optional(z.unknown()),
  seats: z.array(z.string()),
  status: z.enum(['playing', 'over']),
  /** True once the game is over: commands, draws and unredacted events of every record. */
  complete: z.boolean(),
  /** SHA-256 of the seed; null for games created before commitments. */
  commitment: z.nullable(hex64),
  /** The seed, once the game is over. */
  seed: z.nullable(hex64),
  records: z.array(auditRecordSchema),
  outcome: z.nullable(z.unknown()),
});

export type AuditRecord = z.infer<typeof auditRecordSchema>;
export type AuditExport = z.infer<typeof auditExportSchema>;

/** The JSON Schema of the export, as docs/audit.schema.json holds it. */
export function auditJsonSchema(): unknown {
  return {
    ...(z.toJSONSchema(auditExportSchema) as object),
    $id: 'https://tradewinds.example/audit.schema.json',
    title: 'Tradewinds audit export',
  };
}

import type { ClientMessageInput } from '../../../lambdas/protocol/client.js';
import type { CreatedFrame, PreparedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { oneShot, worthRetrying } from './one-shot.js';
import { randomId } from './random-id.js';

/** What the lobby chooses for a table; the rest of the create is made here. */
export type TableRequest = Pick<Extract<ClientMessageInput, { action: 'create' }>, 'rules' | 'options' | 'seats'>;

/**
 * The server dealt the table with another seed than the one it committed to before it saw our
 * nonce: it could have picked the deal. The table exists on the server, but nothing here uses it.
 */
export class CommitmentChanged extends Error {
  constructor(
    readonly prepared: string,
    readonly created: string,
  ) {
    super(`the server committed to ${prepared} before the nonce and answered ${created} after it`);
    this.name = 'CommitmentChanged';
  }
}

/** Tries in all: a lost answer or a passing fault is worth sending the same message again, a few times. */
const ATTEMPTS = 3;

/**
 * Makes a table in two steps (docs/audit.md): `prepare` has the server draw the table's id and
 * secret seed and show its commitment to the seed; only then is the nonce drawn that the deal
 * depends on, so a server already bound to its seed cannot choose one to suit the nonce. The
 * `created` answer must carry that same commitment, or the table is refused (CommitmentChanged).
 */
export async function createTable(table: TableRequest): Promise<CreatedFrame> {
  const prepared = await again(() =>
    oneShot({ action: 'prepare', rules: table.rules }, (f: ServerFrame): f is PreparedFrame => f.type === 'prepared'),
  );
  const nonce = randomId();
  // The seat tokens are derived from it: the create sent again after a lost answer gets the links
  // the first one made, where without it the server could only refuse (ALREADY_CREATED).
  const secret = randomId();
  const create = { action: 'create' as const, gameId: prepared.gameId, ...table, nonce, secret };
  const created = await again(() => oneShot(create, (f: ServerFrame): f is CreatedFrame => f.type === 'created'));
  if (created.commitment !== prepared.commitment) throw new CommitmentChanged(prepared.commitment, created.commitment);
  return created;
}

/** The same request again after a lost answer or a passing fault, with a short pause. */
async function again<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (!worthRetrying(err) || attempt >= ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

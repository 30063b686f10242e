import { msg } from '../i18n/i18n.js';
import { loadConfig } from '../net/config.js';
import { fieldOf } from '../ui/known-keys.js';
import { problemText } from './problem-text.js';

/** The audit endpoint answered with an HTTP error. */
export class AuditUnavailable extends Error {
  constructor(readonly status: number) {
    super(`The audit endpoint answered ${status}.`);
    this.name = 'AuditUnavailable';
  }
}

/** Why the audit export could not be had, in the page's language. */
export function auditProblem(err: unknown): string {
  return err instanceof AuditUnavailable
    ? msg(
        { id: 'game.audit.unavailable', defaultMessage: 'The audit endpoint answered {status, number}.' },
        { status: err.status },
      )
    : problemText(err);
}

/**
 * The game's audit export (docs/audit.md) from GET /games/{gameId}/audit: the public records
 * while the game runs, every record, command and die with the revealed seed once it is over.
 */
export async function fetchAuditExport(gameId: string): Promise<unknown> {
  const { historyUrl } = await loadConfig();
  const res = await fetch(`${historyUrl}/games/${encodeURIComponent(gameId)}/audit`);
  if (!res.ok) throw new AuditUnavailable(res.status);
  // Unchecked here: the verifier checks the export, and the download passes it on as it came.
  const doc: unknown = await res.json();
  return doc;
}

/** Downloads the audit export as a JSON file, to check with `npm run verify -- <file>`. */
export async function downloadAuditLog(gameId: string): Promise<void> {
  const doc = await fetchAuditExport(gameId);
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  const records = fieldOf(doc, 'records');
  a.download = `tradewinds-${gameId}-v${Array.isArray(records) ? records.length : 0}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

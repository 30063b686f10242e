import { loadConfig } from '../net/config.js';

/**
 * Downloads the game's complete log from the history endpoint as a JSON file: public
 * events while the game runs, everything (secret deals included) once it is over.
 */
export async function downloadAuditLog(gameId: string): Promise<void> {
  const { historyUrl } = await loadConfig();
  const res = await fetch(`${historyUrl}/games/${encodeURIComponent(gameId)}/history`);
  if (!res.ok) throw new Error(`The history endpoint answered ${res.status}.`);
  const doc = (await res.json()) as { version?: number };
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `tradewinds-${gameId}-v${doc.version ?? 0}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

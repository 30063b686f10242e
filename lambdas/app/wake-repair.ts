import { recordProgress } from './append-record.js';
import { loadGame, type LoadedGame } from './load-game.js';
import type { Ports } from './ports.js';
import { botPauseOf, mayWake, requestWakes, wakeTime } from './wakes.js';

/**
 * Every wake a game's log says is pending, asked for again, with the games item's wake time
 * put right when it is not the log's. The command that appended a record does both itself;
 * a process or Lambda that died right after its append did not, and then nothing else would
 * (the sweep and a restart read only the items' index): so on AWS the events stream's notifier
 * asks again for the wakes of every record appended that left a new one (flagged for it,
 * append-record.ts; notify/appended.ts), and the local stack,
 * which has no stream, repairs every game this way when it starts. Asking twice makes one
 * wake-up (the Scheduler port's promise). Returns whether the item's wake was wrong.
 */
export async function repairWakes(ports: Ports, gameId: string, loaded?: LoadedGame): Promise<boolean> {
  const g = loaded ?? (await loadGame(ports, gameId));
  if (!mayWake(g) || g.game.isTerminal(g.state)) return false;
  const lagging = g.record.nextDeadline !== wakeTime(g, botPauseOf(ports));
  // Only forward: a summary as new as the log is left alone (recordProgress's own condition).
  if (lagging) await recordProgress(ports, g);
  await requestWakes(ports, null, g);
  return lagging;
}

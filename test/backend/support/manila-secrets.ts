import type { ServerFrame } from '../../../lambdas/protocol/server.js';

type Seen = number | null;

interface AnyEvent {
  type: string;
  deal?: (unknown[] | null)[];
  seat?: number;
  good?: unknown;
}

/**
 * Manila's secrets are the shares each seat was dealt and which good it mortgages or redeems.
 * Returns what a frame sent to `seat` (null: a spectator) shows of another seat's secrets,
 * before the game is over; an empty list means the frame is clean.
 */
export function leakedSecrets(frame: ServerFrame, seat: Seen): string[] {
  const leaks: string[] = [];
  const entries = frame.type === 'entries' || frame.type === 'update' || frame.type === 'history' ? frame.entries : [];
  // Frames for the auditor come only after the end; the tests check that separately.
  if ('viewer' in frame && frame.viewer === 'all') return leaks;
  for (const entry of entries) {
    for (const { event } of entry.events as { event: AnyEvent }[]) {
      if (event.type === 'GameStarted') {
        event.deal?.forEach((d, s) => {
          if (s !== seat && d !== null) leaks.push(`version ${entry.version}: deal of seat ${s}`);
        });
      }
      if (
        (event.type === 'ShareMortgaged' || event.type === 'ShareRedeemed') &&
        event.seat !== seat &&
        event.good !== null
      ) {
        leaks.push(`version ${entry.version}: ${event.type} good of seat ${event.seat}`);
      }
    }
  }
  if (frame.type === 'update') {
    const view = frame.view as { status: string; players: { seat: number; shares: unknown; mortgaged: unknown }[] };
    if (view.status !== 'over') {
      for (const p of view.players) {
        if (p.seat !== seat && (p.shares !== null || p.mortgaged !== null))
          leaks.push(`view: shares of seat ${p.seat}`);
      }
    }
  }
  return leaks;
}

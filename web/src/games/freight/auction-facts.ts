import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { latest, turnBeganSince, type FreightEntry } from './fleet-facts.js';

/** The auction that closed since the last turn began, if any: what the action bar tells every seat. */
export function freshAuctionResult(view: FreightView, entries: readonly FreightEntry[]) {
  if (view.auction) return null;
  const closed = latest(entries, ['AuctionClosed']);
  return closed && !turnBeganSince(entries, closed) ? closed.event : null;
}

/** Whether the table shows an auction: one running, or one closed since the last turn began (auction-status.ts). */
export const auctionShown = (view: FreightView, entries: readonly FreightEntry[]): boolean =>
  view.auction !== null || freshAuctionResult(view, entries) !== null;

import type { FreightEvent } from './types.js';

/** Reads a stored event written under an older event version; version 1 is the only one so far. */
export function upcast(event: unknown, version: number): FreightEvent {
  if (version !== 1) throw new Error(`Who Rules the Sea? events of version ${version} are unknown to this build`);
  return event as FreightEvent;
}

import type { TutorialEvent } from './types.js';

/**
 * Reads a stored event written under an older event version. Version 1 is the only
 * one so far; when an event's shape changes, the conversion from the old shape goes here
 * so that old logs keep folding.
 */
export function upcast(event: unknown, version: number): TutorialEvent {
  if (version !== 1) throw new Error(`Manila tutorial events of version ${version} are unknown to this build`);
  return event as TutorialEvent;
}

import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { applyViewPatch, PatchMismatch } from '../../../lambdas/protocol/view-patch.js';

/**
 * The whole update an update frame stands for, given the update this page holds: the frame itself
 * when it carries its view, or the held view with the frame's patch applied when the frame patches
 * exactly the version and viewer held. 'mismatch' when it does not fit (another version or viewer
 * is held, none is, or a path of the patch leads nowhere): the page asks for the whole view.
 */
export function wholeUpdate(held: UpdateFrame | null, frame: UpdateFrame): UpdateFrame | 'mismatch' {
  const { viewPatch, from, ...rest } = frame;
  if (viewPatch === undefined) return frame;
  if (!held || held.version !== from || held.viewer !== frame.viewer || held.gameId !== frame.gameId) return 'mismatch';
  try {
    return { ...rest, view: applyViewPatch(held.view, viewPatch) };
  } catch (err) {
    if (err instanceof PatchMismatch) return 'mismatch';
    throw err;
  }
}

import { handle, type Handled } from '../../../lambdas/app/handle.js';
import type { LoadedGame } from '../../../lambdas/app/load-game.js';
import { decideMove, type Acting } from '../../../lambdas/app/move.js';
import type { Ports } from '../../../lambdas/app/ports.js';

/** One move through the command handler as the expirer makes it, tried once: 'applied', or 'gave up' when its version was taken. */
export function systemMove(
  ports: Ports,
  loaded: LoadedGame,
  acting: Acting,
  command: unknown,
  commandId: string,
): Promise<Handled<never>> {
  return handle<never>(
    ports,
    loaded,
    (game) => ({
      kind: 'append',
      record: decideMove(game, acting, command, commandId, ports.clock.now().toISOString()),
    }),
    { retry: { attempts: 1 } },
  );
}

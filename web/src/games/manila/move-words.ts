import { GOODS, LANE_END, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { list, msg } from '../../i18n/i18n.js';
import type { Command } from '../game-client.js';
import { isOneOf } from '../../ui/known-keys.js';
import { seatName } from '../../ui/seat-colours.js';
import { goodName } from './goods-style.js';

// Manila's moves in words, shared by the action panels and the questions asked before a move is sent.

export type Moves = { good: Good; delta: number }[];
export interface Board extends Command {
  type: 'board';
  good: Good;
  replace?: number;
}

/** Whether a command (one the legal templates stand for) is a boarding, field by field. */
export const isBoard = (c: Command): c is Board =>
  c.type === 'board' &&
  typeof c.good === 'string' &&
  isOneOf(GOODS, c.good) &&
  (c.replace === undefined || typeof c.replace === 'number');

/** A pilot's move spelled out from where the ships stand: "jade +1 (3 → 4)". */
export function pilotMoveText(moves: Moves, view: ManilaView): string {
  return list(
    moves.map((m) => {
      const from = view.board.ships.find((s) => s.good === m.good)?.position ?? 0;
      const to = from + m.delta;
      const values = { good: goodName(m.good), sign: m.delta > 0 ? 'plus' : 'minus', delta: Math.abs(m.delta), from };
      return to > LANE_END
        ? msg(
            {
              id: 'manila.move.pilotToManila',
              defaultMessage: '{good} {sign, select, plus {+} other {−}}{delta, number} ({from, number} → Manila)',
            },
            values,
          )
        : msg(
            {
              id: 'manila.move.pilot',
              defaultMessage:
                '{good} {sign, select, plus {+} other {−}}{delta, number} ({from, number} → {to, number})',
            },
            { ...values, to },
          );
    }),
    'unit',
  );
}

/** A boarding spelled out: which ship, and whose accomplice the pirate throws off. */
export function boardingText(c: Board, view: ManilaView, names: readonly string[]): string {
  const good = goodName(c.good);
  if (c.replace === undefined)
    return msg({ id: 'manila.move.board', defaultMessage: 'Board the {good} ship' }, { good });
  const ship = view.board.ships.find((s) => s.good === c.good);
  const occupant = ship?.crew[c.replace];
  const seat = c.replace + 1;
  return occupant === null || occupant === undefined
    ? msg(
        { id: 'manila.move.boardReplacing', defaultMessage: 'Board the {good} ship, replacing seat {seat, number}' },
        { good, seat },
      )
    : msg(
        {
          id: 'manila.move.boardReplacingWhose',
          defaultMessage: "Board the {good} ship, replacing {name}'s accomplice on seat {seat, number}",
        },
        { good, seat, name: seatName(names, occupant) },
      );
}

import type { Ctx, Seat } from '../../core/types.js';
import { LANE_END, placementRoundsPerRound, rollAfterPlacementRound } from './constants.js';
import { atSea, nextFreeBerth, shipsOnThirteen } from './board.js';
import { boardingOptions } from './pirates.js';
import { pilotOptions, type PilotKind } from './pilots.js';
import { settle } from './settlement.js';
import type { Tape } from './tape.js';
import type { ShipMove } from './types.js';

/**
 * Runs the game forward from a finished decision to the next one that needs a player:
 * placement rounds, the harbour master's dice (rolled by the game, reading 8), the
 * pirates' and pilots' turns, berthing and settlement.
 */
export function advance(tape: Tape, ctx: Ctx): void {
  for (;;) {
    const s = tape.state;
    const ph = s.phase;
    if (ph.kind === 'placement') {
      if (ph.turn !== null) return;
      const roll = rollAfterPlacementRound(s.seats, ph.placementRound);
      if (roll === 0) tape.emit({ type: 'PlacementRoundStarted', placementRound: ph.placementRound + 1 });
      else if (roll < 3) rollDice(tape, ctx, roll);
      else if (!offerPilot(tape, 'small') && !offerPilot(tape, 'large')) rollDice(tape, ctx, 3);
      continue;
    }
    if (ph.kind !== 'between') return;
    switch (ph.after) {
      case 'launch':
        tape.emit({ type: 'PlacementRoundStarted', placementRound: 1 });
        break;
      case 'roll-1':
        startPlacementAfterRoll(tape, 1);
        break;
      case 'roll-2':
        if (!offerBoarding(tape, 'captain', 0) && !offerBoarding(tape, 'second', 1)) startPlacementAfterRoll(tape, 2);
        break;
      case 'captain-boarded':
        // The second pirate has moved to the front spot.
        if (!offerBoarding(tape, 'second', 0)) startPlacementAfterRoll(tape, 2);
        break;
      case 'captain-stayed':
        if (!offerBoarding(tape, 'second', 1)) startPlacementAfterRoll(tape, 2);
        break;
      case 'boarding':
        startPlacementAfterRoll(tape, 2);
        break;
      case 'pilot-small':
        if (!offerPilot(tape, 'large')) rollDice(tape, ctx, 3);
        break;
      case 'pilot-large':
        rollDice(tape, ctx, 3);
        break;
      case 'roll-3':
        if (!startPlunder(tape)) finishRound(tape);
        break;
      case 'plunder':
        finishRound(tape);
        break;
    }
    if (tape.state.phase.kind === 'over' || tape.state.phase.kind === 'auction') return;
  }
}

function startPlacementAfterRoll(tape: Tape, roll: number): void {
  const placementRound = placementRoundsPerRound(tape.state.seats) - 3 + roll + 1;
  tape.emit({ type: 'PlacementRoundStarted', placementRound });
}

/** Rolls one die per ship still at sea; ships past 13 dock at the next free harbour, surplus steps dropped. */
function rollDice(tape: Tape, ctx: Ctx, roll: number): void {
  const dice: Record<string, number> = {};
  const moves: ShipMove[] = [];
  let board = tape.state.board;
  for (const ship of board.ships) {
    if (!atSea(ship)) continue;
    const die = ctx.random.int(1, 6);
    dice[ship.good] = die;
    const to = ship.position + die;
    const move: ShipMove = { good: ship.good, from: ship.position, to: Math.min(to, LANE_END + 1) };
    if (to > LANE_END) {
      const slot = nextFreeBerth(board, 'harbour');
      if (slot) {
        move.docked = slot;
        board = {
          ...board,
          ships: board.ships.map((x) => (x.good === ship.good ? { ...x, berth: { place: 'harbour', slot } } : x)),
        };
      }
    }
    moves.push(move);
  }
  tape.emit({ type: 'DiceRolled', roll, dice, moves });
}

function offerBoarding(tape: Tape, order: 'captain' | 'second', pirateSpot: 0 | 1): boolean {
  const seat: Seat | null = tape.state.board.pirates[pirateSpot];
  if (seat === null) return false;
  const options = boardingOptions(tape.state);
  if (options.length === 0) return false;
  tape.emit({ type: 'PirateTurn', order, pirateSpot, seat, ships: [...new Set(options.map((o) => o.good))] });
  return true;
}

function offerPilot(tape: Tape, pilot: PilotKind): boolean {
  const seat = tape.state.board.pilots[pilot];
  if (seat === null || pilotOptions(tape.state.board, pilot).length === 0) return false;
  tape.emit({ type: 'PilotTurn', pilot, seat });
  return true;
}

/**
 * After the third roll, ships on 13 fall to the pirates if any stand on the pirate ship;
 * the captain then sends each to harbour or shipyard. Without pirates they dock (reading 1).
 */
function startPlunder(tape: Tape): boolean {
  const onThirteen = shipsOnThirteen(tape.state.board);
  const pirates = tape.state.board.pirates.filter((p): p is Seat => p !== null);
  if (onThirteen.length === 0) return false;
  if (pirates.length === 0) {
    for (const ship of onThirteen) {
      const slot = nextFreeBerth(tape.state.board, 'harbour');
      if (slot) tape.emit({ type: 'ShipBerthed', good: ship.good, berth: { place: 'harbour', slot }, chosenBy: null });
    }
    return false;
  }
  for (const ship of onThirteen) {
    const crewReturned = ship.crew.filter((c): c is Seat => c !== null);
    tape.emit({ type: 'ShipPlundered', good: ship.good, pirates, crewReturned });
  }
  tape.emit({ type: 'PlunderTurn', seat: pirates[0], ships: onThirteen.map((s) => s.good) });
  return true;
}

/** Ships still at sea after the third roll are damaged and go to the shipyard, then profits are paid. */
function finishRound(tape: Tape): void {
  for (const ship of tape.state.board.ships) {
    if (!atSea(ship)) continue;
    const slot = nextFreeBerth(tape.state.board, 'shipyard');
    if (slot) tape.emit({ type: 'ShipBerthed', good: ship.good, berth: { place: 'shipyard', slot }, chosenBy: null });
  }
  settle(tape);
}

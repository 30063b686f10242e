// Where each part sits on the board's 1000 x 680 drawing; the parts read these so they line up.

export const BOARD_WIDTH = 1000;
export const BOARD_HEIGHT = 680;

/** The three sea lanes, top to bottom. */
export const LANE_TOP = 14;
export const LANE_HEIGHT = 100;
export const LANE_GAP = 8;
export function laneY(lane: number): number {
  return LANE_TOP + lane * (LANE_HEIGHT + LANE_GAP);
}

/** The ship card (crew seats) at the left of each lane, then the 0-13 track. */
export const CARD_X = 14;
export const CARD_WIDTH = 222;
export const TRACK_X = 250;
export const CELL = 36;

/** Manila's harbour (beside the lanes) and the shipyard (below it). */
export const BERTH_X = 772;
export const BERTH_WIDTH = 214;

/** Everything below the lanes. */
export const LOWER_Y = laneY(3) + 6;

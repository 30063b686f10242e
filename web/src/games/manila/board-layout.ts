// Where each part of the board sits, in two arrangements: wide (the printed board's
// landscape) and tall (a phone held upright). The parts draw themselves at these places.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LaneLayout {
  /** The water behind the lane. */
  water: Box;
  /** Top-left of the ship card (its crew seats). */
  card: { x: number; y: number };
  /** Top-left of space 0 of the track, and the width of one space. */
  track: { x: number; y: number; cell: number };
  /** Where the ship's status line ends (right-aligned). */
  status: { x: number; y: number };
}

export interface BoardLayout {
  width: number;
  height: number;
  lanes: [LaneLayout, LaneLayout, LaneLayout];
  harbour: [Box, Box, Box];
  shipyard: [Box, Box, Box];
  prices: { x: number; y: number };
  pilots: { x: number; y: number };
  pirates: { x: number; y: number };
  insurance: { x: number; y: number };
  round: Box;
}

export const CARD_WIDTH = 222;
export const CARD_HEIGHT = 92;
const TRIO = [0, 1, 2] as const;
const trio = <T>(f: (i: number) => T): [T, T, T] => [f(TRIO[0]), f(TRIO[1]), f(TRIO[2])];

/** Landscape: lanes across the top with the harbour at their end, the rest below. */
export const WIDE: BoardLayout = (() => {
  const laneY = (i: number) => 14 + i * 108;
  const lower = laneY(3) + 6;
  const yard = (3 * 100 + 2 * 8 - 2 * 8) / 3;
  return {
    width: 1000,
    height: 680,
    lanes: trio((i) => ({
      water: { x: 8, y: laneY(i), w: 760, h: 100 },
      card: { x: 14, y: laneY(i) + 4 },
      track: { x: 250, y: laneY(i) + 30, cell: 36 },
      status: { x: 250 + 14 * 36 - 3, y: laneY(i) + 92 },
    })),
    harbour: trio((i) => ({ x: 772, y: laneY(i), w: 214, h: 100 })),
    shipyard: trio((i) => ({ x: 772, y: lower + i * (yard + 8), w: 214, h: yard })),
    prices: { x: 8, y: lower },
    pilots: { x: 350, y: lower },
    pirates: { x: 586, y: lower },
    insurance: { x: 8, y: lower + 156 },
    round: { x: 172, y: lower + 156, w: 584, h: 140 },
  };
})();

/** Portrait: each lane's card beside its harbour berth with the track below, then the shipyard, then the rest. */
export const TALL: BoardLayout = (() => {
  const laneY = (i: number) => 8 + i * 186;
  const yardY = laneY(3);
  const rowA = yardY + 112;
  const rowB = rowA + 150;
  const rowC = rowB + 150;
  return {
    width: 512,
    height: rowC + 150,
    lanes: trio((i) => ({
      water: { x: 6, y: laneY(i), w: 500, h: 178 },
      card: { x: 12, y: laneY(i) + 6 },
      track: { x: 12, y: laneY(i) + 128, cell: 35 },
      status: { x: 500, y: laneY(i) + 113 },
    })),
    harbour: trio((i) => ({ x: 244, y: laneY(i) + 6, w: 256, h: CARD_HEIGHT })),
    shipyard: trio((i) => ({ x: 6 + i * 168, y: yardY, w: 164, h: 102 })),
    prices: { x: 4, y: rowA },
    pirates: { x: 338, y: rowA },
    pilots: { x: 6, y: rowB },
    insurance: { x: 236, y: rowB },
    round: { x: 6, y: rowC, w: 500, h: 140 },
  };
})();

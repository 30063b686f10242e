import { INSURANCE_PAYS_AT_ONCE, LANE_END, PIRATE_COST } from '../../../../engine/games/manila/constants.js';

export type BoardArea = 'lanes' | 'harbour' | 'shipyard' | 'prices' | 'pilots' | 'pirates' | 'insurance' | 'round';

/**
 * What each area of the Manila board is for, in a few words: the board's tooltips (SVG titles)
 * and its legend (for touch screens, which show no tooltip) say the same.
 */
export const AREA_PURPOSE: Record<BoardArea, string> = {
  lanes: `Sea lanes: each ship sails from 0 to Manila (past ${LANE_END}); if it arrives, its crew shares the ship's pay.`,
  harbour: 'Harbour A, B, C: the ships that reach Manila dock here; an accomplice on a berth earns its pay when a ship docks there.',
  shipyard: 'Shipyard A, B, C: ships that do not arrive end here; an accomplice on a berth earns its pay (from the insurer) when a ship lies there.',
  prices: 'Prices: what one share of each good is worth now; a good rises a step each time its ship reaches Manila. The game ends when one reaches 30.',
  pilots: 'Pilots: before the last roll, the small pilot moves one ship one space, the large pilot two spaces in all.',
  pirates: `Pirate ship (${PIRATE_COST} pesos a spot): after the second roll a pirate may board a ship on ${LANE_END}; after the third the pirates plunder the ships on ${LANE_END}.`,
  insurance: `Insurance: free, receives ${INSURANCE_PAYS_AT_ONCE} pesos at once, then pays the repairs of the ships that end in the shipyard.`,
  round: 'The round: who is harbour master (or the bid to beat), how many of the three rolls are done, and the last dice.',
};

/** The legend's order: the board read from the sea lanes down. */
export const AREA_ORDER: BoardArea[] = ['lanes', 'harbour', 'shipyard', 'pirates', 'pilots', 'insurance', 'prices', 'round'];

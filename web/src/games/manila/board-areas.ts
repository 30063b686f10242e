import { INSURANCE_PAYS_AT_ONCE, LANE_END, PIRATE_COST } from '../../../../engine/games/manila/constants.js';
import { msg } from '../../i18n/i18n.js';
import { pesos } from './goods-style.js';

export type BoardArea = 'lanes' | 'harbour' | 'shipyard' | 'prices' | 'pilots' | 'pirates' | 'insurance' | 'round';

/**
 * What an area of the Manila board is for, in a few words, in the page's language: the board's
 * tooltips (SVG titles) and its legend (for touch screens, which show no tooltip) say the same.
 */
export function areaPurpose(area: BoardArea): string {
  switch (area) {
    case 'lanes':
      return msg(
        {
          id: 'manila.area.lanes',
          defaultMessage:
            "Sea lanes: each ship sails from 0 to Manila (past {end, number}); if it arrives, its crew shares the ship's pay.",
        },
        { end: LANE_END },
      );
    case 'harbour':
      return msg({
        id: 'manila.area.harbour',
        defaultMessage:
          'Harbour A, B, C: the ships that reach Manila dock here; an accomplice on a berth earns its pay when a ship docks there.',
      });
    case 'shipyard':
      return msg({
        id: 'manila.area.shipyard',
        defaultMessage:
          'Shipyard A, B, C: ships that do not arrive end here; an accomplice on a berth earns its pay (from the insurer) when a ship lies there.',
      });
    case 'prices':
      return msg({
        id: 'manila.area.prices',
        defaultMessage:
          'Prices: what one share of each good is worth now; a good rises a step each time its ship reaches Manila. The game ends when one reaches 30.',
      });
    case 'pilots':
      return msg({
        id: 'manila.area.pilots',
        defaultMessage:
          'Pilots: before the last roll, the small pilot moves one ship one space, the large pilot two spaces in all.',
      });
    case 'pirates':
      return msg(
        {
          id: 'manila.area.pirates',
          defaultMessage:
            'Pirate ship ({cost} a spot): after the second roll a pirate may board a ship on {end, number}; after the third the pirates plunder the ships on {end, number}.',
        },
        { cost: pesos(PIRATE_COST), end: LANE_END },
      );
    case 'insurance':
      return msg(
        {
          id: 'manila.area.insurance',
          defaultMessage:
            'Insurance: free, receives {amount} at once, then pays the repairs of the ships that end in the shipyard.',
        },
        { amount: pesos(INSURANCE_PAYS_AT_ONCE) },
      );
    case 'round':
      return msg({
        id: 'manila.area.round',
        defaultMessage:
          'The round: who is harbour master (or the bid to beat), how many of the three rolls are done, and the last dice.',
      });
  }
}

/** The legend's order: the board read from the sea lanes down. */
export const AREA_ORDER: BoardArea[] = [
  'lanes',
  'harbour',
  'shipyard',
  'pirates',
  'pilots',
  'insurance',
  'prices',
  'round',
];

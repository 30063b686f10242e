import type { GameDefinition, StartCommand } from '../../core/types.js';
import { MAX_SEATS, MIN_SEATS, RULE_SET_ID, TITLE } from './constants.js';
import { decide } from './decide.js';
import { describe } from './describe.js';
import { evolve, initialState } from './evolve.js';
import { legalCommands, toAct } from './legal.js';
import { outcome } from './outcome.js';
import { redact, secrets } from './secrets.js';
import { commandSchema, optionsSchema } from './schema.js';
import type { FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, FreightState } from './types.js';
import { upcast } from './upcast.js';
import { view, type FreightView } from './view.js';
import { freightBot } from './bot.js';
import { freightTask } from './task.js';

type Definition = GameDefinition<FreightState, FreightCommand, FreightEvent, FreightView, FreightOptions, FreightRejectionCode>;

export const whoRulesTheSea: Definition = {
  id: RULE_SET_ID,
  title: TITLE,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  eventVersion: 1,
  stateVersion: 1,
  optionsSchema,
  commandSchema: commandSchema as Definition['commandSchema'],
  defaultOptions: { voyage: 'standard' },
  initialState,
  decide: (state, command, ctx) => decide(state, command as FreightCommand | StartCommand<FreightOptions>, ctx),
  evolve,
  isTerminal: (s) => s.status === 'over',
  outcome,
  view,
  legalCommands,
  toAct,
  describe,
  task: freightTask,
  redact,
  secrets,
  upcast,
  bot: freightBot,
  // Sealed bids (R29) and end votes (R33): every other bidder or player answers at the same time.
  simultaneous: ['bid', 'passBid', 'agreeEnd', 'declineEnd'],
};

export type { FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, FreightState, FreightView };

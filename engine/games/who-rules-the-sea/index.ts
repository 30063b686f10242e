import type { GameDefinition } from '../../core/types.js';
import { MAX_SEATS, MIN_SEATS, RULE_SET_ID, TITLE } from './constants.js';
import { commands, decide } from './decide.js';
import { describe } from './describe.js';
import { evolve, initialState } from './evolve.js';
import { legalCommands, toAct } from './legal.js';
import { outcome } from './outcome.js';
import { redact, secrets } from './secrets.js';
import { optionsSchema } from './schema.js';
import { commandSchemaOf, simultaneousOf } from '../../core/commands.js';
import type { FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, FreightState } from './types.js';
import { upcast } from './upcast.js';
import { freightOrders } from './orders.js';
import { view, type FreightView } from './view.js';
import { freightBot } from './bot.js';
import { freightTask } from './task.js';

type Definition = GameDefinition<
  FreightState,
  FreightCommand,
  FreightEvent,
  FreightView,
  FreightOptions,
  FreightRejectionCode
>;

export const whoRulesTheSea: Definition = {
  id: RULE_SET_ID,
  title: TITLE,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  eventVersion: 1,
  stateVersion: 1,
  optionsSchema,
  commandSchema: commandSchemaOf<FreightCommand, FreightOptions>(commands),
  defaultOptions: { voyage: 'standard' },
  initialState,
  decide,
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
  simultaneous: simultaneousOf<FreightCommand>(commands),
  orders: freightOrders,
};

export type { FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, FreightState, FreightView };

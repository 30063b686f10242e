import type { GameDefinition } from '../../core/types.js';
import { MAX_SEATS, MIN_SEATS } from './constants.js';
import { commands, decide } from './decide.js';
import { describe } from './describe.js';
import { evolve, initialState } from './evolve.js';
import { legalCommands, toAct } from './legal.js';
import { outcome } from './outcome.js';
import { redact, secrets } from './secrets.js';
import { optionsSchema } from './schema.js';
import { commandSchemaOf, simultaneousOf } from '../../core/commands.js';
import type { ManilaCommand, ManilaEvent, ManilaOptions, ManilaRejectionCode, ManilaState } from './types.js';
import { manilaTask } from './task.js';
import { upcast } from './upcast.js';
import { manilaOrders } from './orders.js';
import { manilaBot } from './bot.js';
import { view, type ManilaView } from './view.js';

export const manila: GameDefinition<
  ManilaState,
  ManilaCommand,
  ManilaEvent,
  ManilaView,
  ManilaOptions,
  ManilaRejectionCode
> = {
  id: 'manila',
  title: 'Manila',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  eventVersion: 1,
  stateVersion: 1,
  optionsSchema,
  commandSchema: commandSchemaOf<ManilaCommand, ManilaOptions>(commands),
  defaultOptions: { strongerPirates: false },
  initialState,
  decide,
  evolve,
  isTerminal: (s) => s.status === 'over',
  outcome,
  view,
  legalCommands,
  toAct,
  describe,
  redact,
  secrets,
  upcast,
  task: manilaTask,
  bot: manilaBot,
  simultaneous: simultaneousOf<ManilaCommand>(commands),
  orders: manilaOrders,
};

export type { ManilaCommand, ManilaEvent, ManilaOptions, ManilaRejectionCode, ManilaState, ManilaView };

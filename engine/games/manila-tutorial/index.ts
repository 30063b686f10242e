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
import type { TutorialCommand, TutorialEvent, TutorialOptions, TutorialRejectionCode, TutorialState } from './types.js';
import { tutorialTask } from './task.js';
import { upcast } from './upcast.js';
import { tutorialOrders } from './orders.js';
import { tutorialBot } from './bot.js';
import { view, type TutorialView } from './view.js';

type Definition = GameDefinition<
  TutorialState,
  TutorialCommand,
  TutorialEvent,
  TutorialView,
  TutorialOptions,
  TutorialRejectionCode
>;

export const manilaTutorial: Definition = {
  id: 'manila-tutorial',
  title: 'Manila tutorial race',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  eventVersion: 1,
  stateVersion: 1,
  optionsSchema,
  commandSchema: commandSchemaOf<TutorialCommand, TutorialOptions>(commands),
  defaultOptions: {},
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
  task: tutorialTask,
  bot: tutorialBot,
  simultaneous: simultaneousOf<TutorialCommand>(commands),
  orders: tutorialOrders,
};

export type { TutorialCommand, TutorialEvent, TutorialOptions, TutorialRejectionCode, TutorialState, TutorialView };

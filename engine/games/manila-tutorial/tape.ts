import type { Tape as CoreTape } from '../../core/tape.js';
import type { TutorialEvent, TutorialState } from './types.js';

export type Tape = CoreTape<TutorialState, TutorialEvent>;

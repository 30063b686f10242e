import type { Tape as CoreTape } from '../../core/tape.js';
import type { ManilaEvent, ManilaState } from './types.js';

export type Tape = CoreTape<ManilaState, ManilaEvent>;

import type { Tape as CoreTape } from '../../core/tape.js';
import type { FreightEvent, FreightState } from './types.js';

export type Tape = CoreTape<FreightState, FreightEvent>;

import { defineMessages, line, type Line } from '../../core/line.js';
import type { TutorialView } from './view.js';

const T = defineMessages({
  shares: { id: 'line.tutorial.task.shares', defaultMessage: 'buy shares or pass' },
  bets: { id: 'line.tutorial.task.bets', defaultMessage: 'place a bet or pass' },
});

/** What the tutorial race asks of the seats to act now, in a few words; null while the ships sail. */
export function tutorialTask(view: TutorialView): Line | null {
  const ph = view.phase;
  if (ph.kind === 'shares') return line(T.shares);
  if (ph.kind === 'bets') return line(T.bets);
  return null;
}

import type { TutorialView } from './view.js';

/** What the tutorial race asks of the seats to act now, in a few words; '' while the ships sail. */
export function tutorialTask(view: TutorialView): string {
  const ph = view.phase;
  if (ph.kind === 'shares') return 'buy shares or pass';
  if (ph.kind === 'bets') return 'place a bet or pass';
  return '';
}

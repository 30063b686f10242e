import { msg } from '../i18n/i18n.js';
import { humanize } from '../ui/humanize.js';

/**
 * A rule option's label in the page's language. Every option a rule set declares
 * (engine/catalog.ts defaultOptions) has its message here; test/browser/unit/option-labels.test.ts
 * holds the two lists equal. A key not listed (a rule set newer than this client) is shown as
 * its words, which is better than nothing.
 */
export function optionLabel(key: string): string {
  switch (key) {
    case 'strongerPirates':
      return msg({ id: 'lobby.option.strongerPirates', defaultMessage: 'Stronger pirates' });
    case 'voyage':
      return msg({ id: 'lobby.option.voyage', defaultMessage: 'Voyage' });
    default:
      return humanize(key);
  }
}

/** A value of a rule option that is a choice, in the page's language ("Short voyage (5 notes a port)"). */
export function optionValueLabel(key: string, value: string): string {
  if (key === 'voyage') {
    return msg(
      {
        id: 'lobby.option.voyageValue',
        defaultMessage:
          '{value, select, short {Short (5 delivery notes a port, about two thirds of the rounds)} other {Standard (all 90 delivery notes)}}',
      },
      { value },
    );
  }
  return humanize(value);
}

/** The option keys with a message above (for the test). */
export const LABELLED_OPTIONS: readonly string[] = ['strongerPirates', 'voyage'];

// Rule options shown as real messages (web/src/lobby/option-labels.ts), and the service worker's
// own words in the device's language (web/src/sw/worker-texts.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../engine/catalog.js';
import { LABELLED_OPTIONS, optionLabel } from '../../../web/src/lobby/option-labels.js';
import { useCatalog } from '../../../web/src/i18n/i18n.js';
import { notificationOf } from '../../../web/src/sw/push-payload.js';
import { useLocaleForTest } from './support/catalog.js';

describe('Rule option labels', () => {
  afterEach(() => useCatalog('en', {}));

  it('has a message for every option a rule set declares', () => {
    expect([...new Set(catalog.flatMap((c) => Object.keys(c.defaultOptions)))].sort()).toEqual(
      [...LABELLED_OPTIONS].sort(),
    );
  });

  it("labels them in the page's language", () => {
    expect(optionLabel('strongerPirates')).toBe('Stronger pirates');
    useLocaleForTest('hu');
    expect(optionLabel('strongerPirates')).toBe('Erősebb kalózok');
    useLocaleForTest('fa');
    expect(optionLabel('strongerPirates')).toBe('دزدان دریایی قوی‌تر');
    // A rule set newer than this client: its key as words, rather than nothing.
    expect(optionLabel('fasterShips')).toBe('Faster ships');
  });
});

describe("The service worker's fallback words", () => {
  it("follow the device's chosen language, English for none or an unknown one", () => {
    expect(notificationOf(null).options.body).toBe('Something happened in one of your games.');
    expect(notificationOf(null, 'vi').options.body).toBe('Có điều gì đó vừa xảy ra trong một ván chơi của bạn.');
    expect(notificationOf(null, 'hu').options.body).toBe('Történt valami az egyik játékodban.');
    expect(notificationOf(null, 'xx').options.body).toBe('Something happened in one of your games.');
    // The server's own words, already in the player's language, are shown as sent.
    expect(notificationOf({ gameId: 'g', seat: 0, title: 'Lượt của bạn', body: 'x' }, 'fa').title).toBe('Lượt của bạn');
  });
});

// The games' own words (web/src/games) in the page's language: questions before a move, the
// round summaries, the tasks and the dice, read in Vietnamese, Persian and Hungarian from the
// real catalogs; and the English terms a page shows before any catalog has arrived.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales.js';
import { manila } from '../../../engine/games/manila/index.js';
import type { ManilaState } from '../../../engine/games/manila/types.js';
import { useCatalog } from '../../../web/src/i18n/i18n.js';
import { manilaConfirmation } from '../../../web/src/games/manila/manila-confirmation.js';
import { manilaClient } from '../../../web/src/games/manila/manila-client.js';
import { goodLabel, pesos } from '../../../web/src/games/manila/goods-style.js';
import { tutorialConfirmation } from '../../../web/src/games/tutorial/tutorial-confirmation.js';
import { tutorialClient } from '../../../web/src/games/tutorial/tutorial-client.js';
import { signed } from '../../../web/src/i18n/i18n.js';
import { playRandomGame } from '../../support/random-play.js';

const catalogs = join(import.meta.dirname, '../../../i18n/catalogs');
function use(locale: Locale): void {
  const files = readdirSync(join(catalogs, locale));
  useCatalog(
    locale,
    Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(catalogs, locale, f), 'utf8')))),
  );
}

describe("the games in the page's language", () => {
  afterEach(() => useCatalog('en', {}));

  it("asks before a Manila move in Vietnamese, with the rulebook's words", () => {
    use('vi');
    const state = playRandomGame(manila, { seats: 3, seed: 3, keepStates: true }).states[0] as ManilaState;
    const view = manila.view(state, 0);
    expect(manilaConfirmation({ type: 'mortgage', good: 'jade' }, view, ['Ann', 'Bo', 'Cy'])).toEqual({
      question: 'Cầm một cổ phiếu ngọc bích để lấy +12 peso? Bạn trả 15 để chuộc lại.',
      confirm: 'Cầm cổ phiếu',
    });
    expect(manilaConfirmation({ type: 'bid', amount: 1 }, view, [])!.question).toBe(
      'Ra giá 1 peso cho chức chủ cảng? Nếu không ai trả cao hơn, bạn phải trả số tiền này.',
    );
    expect(goodLabel('nutmeg')).toBe('Đậu khấu');
    expect(manilaClient.task({ ...view, phase: { kind: 'auction' } } as never)).toBe(
      'ra giá cho chức chủ cảng hoặc bỏ qua',
    );
  });

  it('asks before a bet in Persian, every number in Persian digits, signs kept before the number', () => {
    use('fa');
    const q = tutorialConfirmation({ type: 'bet', ship: 'green', number: 7, stake: 12 })!;
    expect(q.question).toBe(
      '۱۲ پزو شرط می‌بندید که کشتی سبز در دو حرکت نخست ۷ خانه پیش برود؟ برد دو برابر پرداخت می‌شود.',
    );
    expect(tutorialConfirmation({ type: 'buy-shares', shares: { red: 1, green: 2, blue: 0 } })!.question).toBe(
      '۱ قرمز و ۲ سبز سهم به قیمت ۳۰ پزو می‌خرید؟',
    );
    expect(signed(-15)).toBe('\u200e\u2212۱۵');
    expect(tutorialClient.dice({ type: 'CargoLoaded', die: 4 } as never)).toEqual([
      { label: 'محموله', value: 4, fill: '#f4efe4', pip: '#2a2218' },
    ]);
  });

  it('says Hungarian money and labels as Hungarian does: singular after a number', () => {
    use('hu');
    expect(pesos(30)).toBe('30 peso');
    expect(tutorialConfirmation({ type: 'buy-shares', shares: { red: 0, green: 2, blue: 1 } })!.question).toBe(
      'Veszel 2 zöld és 1 kék részvényt 30 peso áron?',
    );
  });

  it('names goods and pesos in English before any catalog has arrived', () => {
    useCatalog('en', {});
    expect(goodLabel('jade')).toBe('Jade');
    expect(pesos(1)).toBe('1 peso');
    expect(signed(12)).toBe('+12');
  });
});

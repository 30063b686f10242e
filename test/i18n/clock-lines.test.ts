import { describe, expect, it } from 'vitest';
import type { ClockRequest } from '../../engine/core/clock/index.js';
import { LOCALES } from '../../i18n/locales.js';
import { renderLine } from '../../i18n/render-line.js';
import { describeClockRequest } from '../../lambdas/app/clock-records.js';
import { translators } from '../support/english.js';

const REQUESTS: ClockRequest[] = [
  { type: 'clock-settings', timeZone: 'Asia/Tehran', quietHours: { from: '22:30', to: '07:05' } },
  { type: 'clock-settings', timeZone: 'Europe/Budapest', quietHours: null },
  { type: 'vacation', days: 1 },
  { type: 'vacation', days: 3 },
  { type: 'back' },
];

describe('clock requests in the history, in every language', () => {
  it.each(LOCALES)(
    "%s: every request reads whole, for its seat and for the others, in the locale's digits",
    (locale) => {
      for (const request of REQUESTS) {
        const line = describeClockRequest(request, 1);
        for (const viewer of [1, 0, null, 'all'] as const) {
          const text = renderLine(translators[locale], line, viewer, ['Ann', 'Bo']);
          expect(text).not.toMatch(/[{}]/);
          if (locale === 'fa') expect(text, text).not.toMatch(/[0-9]/);
          if (locale !== 'en') expect(text).not.toBe(renderLine(translators.en, line, viewer, ['Ann', 'Bo']));
        }
      }
    },
  );

  it("writes quiet hours as times of day in the reader's digits", () => {
    const line = describeClockRequest(REQUESTS[0], 0);
    expect(renderLine(translators.en, line, 1, ['Ann', 'Bo'])).toContain('22:30–07:05');
    expect(renderLine(translators.fa, line, 1, ['Ann', 'Bo'])).toContain('۲۲:۳۰');
  });
});

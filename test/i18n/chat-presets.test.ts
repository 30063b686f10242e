// Every preset phrase of the chat reads in every language, each its own words, and what a preset
// id sent by another client means is found only among the presets.
import { describe, expect, it } from 'vitest';
import { CHAT_PRESET_TEXTS, presetText } from '../../i18n/chat-presets.js';
import { LOCALES } from '../../i18n/locales.js';
import { CHAT_PRESETS } from '../../lambdas/protocol/chat.js';
import { translators } from '../support/english.js';

describe('chat presets', () => {
  it('the protocol ids and the texts are the same list', () => {
    expect(Object.keys(CHAT_PRESET_TEXTS).sort()).toEqual([...CHAT_PRESETS].sort());
    for (const id of CHAT_PRESETS) expect(presetText(id)?.id).toBe(`common.chatPreset.${id}`);
    for (const id of ['toString', '__proto__', 'constructor', 'insult']) expect(presetText(id)).toBeUndefined();
  });

  it.each(LOCALES)('read in %s, each its own phrase', (locale) => {
    const texts = CHAT_PRESETS.map((id) => translators[locale].byId(`common.chatPreset.${id}`));
    for (const t of texts) expect(t.trim()).not.toBe('');
    expect(new Set(texts).size).toBe(texts.length);
    if (locale !== 'en')
      for (const id of CHAT_PRESETS)
        expect(translators[locale].byId(`common.chatPreset.${id}`)).not.toBe(
          translators.en.byId(`common.chatPreset.${id}`),
        );
  });
});

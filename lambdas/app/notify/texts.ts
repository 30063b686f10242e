import { gameTitleId } from '../../../engine/catalog.js';
import { defineMessages } from '../../../engine/core/line.js';
import type { Outcome } from '../../../engine/core/types.js';
import { seatName } from '../../../i18n/render-line.js';
import type { Translator } from '../../../i18n/translator.js';

/**
 * The texts of pushes and webhook lines, written in the language of whoever turned them on (the
 * `notify` and `webhook` actions' `locale`). Player names are isolated (they may be in another
 * script); "Seat 3" stands for a seat without one.
 */
export const NOTIFY = defineMessages({
  withOthers: { id: 'notify.withOthers', defaultMessage: '{text} (game with {names})' },
  turnOne: { id: 'notify.webhook.turnOne', defaultMessage: "{name}'s turn in {game}" },
  turnMany: { id: 'notify.webhook.turnMany', defaultMessage: '{names} to act in {game}' },
  withTask: { id: 'notify.webhook.withTask', defaultMessage: '{line}: {task}' },
  over: { id: 'notify.over', defaultMessage: '{game} is over' },
  overWon: { id: 'notify.overWon', defaultMessage: '{game} is over: {names} {count, plural, one {wins} other {win}}' },
  turnTitle: { id: 'notify.push.turnTitle', defaultMessage: 'Your turn in {game}' },
  turnBody: { id: 'notify.push.turnBody', defaultMessage: '{task}. {last}' },
  turnTaskOnly: { id: 'notify.push.turnTaskOnly', defaultMessage: '{task}.' },
  yourMove: { id: 'notify.push.yourMove', defaultMessage: 'It is your move.' },
  timeoutTitle: { id: 'notify.push.timeoutTitle', defaultMessage: 'Your time ran out in {game}' },
  botTitle: { id: 'notify.push.botTitle', defaultMessage: 'The bot moved for you in {game}' },
  movedBody: { id: 'notify.push.movedBody', defaultMessage: 'A move was made for your seat.' },
  standing: {
    id: 'notify.push.standing',
    defaultMessage:
      'You finished {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {count, number} with {score, number}.',
  },
  overBody: { id: 'notify.push.overBody', defaultMessage: 'The game is over.' },
  chatTitle: { id: 'notify.chat.title', defaultMessage: '{name} in {game}' },
  rematchTitle: { id: 'notify.rematch.title', defaultMessage: '{name} offers to play {game} again' },
  rematchBody: { id: 'notify.rematch.body', defaultMessage: 'Accept or decline on your seat’s screen.' },
  rematchStartedTitle: { id: 'notify.rematch.startedTitle', defaultMessage: 'The new table of {game} has started' },
  rematchStartedBody: { id: 'notify.rematch.startedBody', defaultMessage: 'Open the game to go to your new seat.' },
  chatTitleSpectator: { id: 'notify.chat.titleSpectator', defaultMessage: 'A spectator in {game}' },
  digestChat: {
    id: 'notify.digest.chat',
    defaultMessage: '{line}: {count, plural, one {# new message} other {# new messages}}',
  },
  digestChatTitle: { id: 'notify.digest.chatTitle', defaultMessage: 'New messages at your tables' },
  digestTitle: {
    id: 'notify.digest.title',
    defaultMessage: '{count, plural, one {A game is waiting for you} other {# games are waiting for you}}',
  },
  reminderTitle: {
    id: 'notify.reminder.title',
    defaultMessage: '{left, select, 24h {A day} other {Two hours}} left in {game}',
  },
  reminderBody: { id: 'notify.reminder.body', defaultMessage: 'Your move is due in {left}.' },
  hours: { id: 'notify.reminder.hours', defaultMessage: '{h, number} h' },
  minutes: { id: 'notify.reminder.minutes', defaultMessage: '{m, number} min' },
  hoursMinutes: { id: 'notify.reminder.hoursMinutes', defaultMessage: '{h, number} h {m, number} min' },
});

/** The rule set's title in the translator's language. */
export const gameTitle = (tr: Translator, rules: string): string => tr.byId(gameTitleId(rules));

const who = (tr: Translator, names: readonly string[], s: number) => seatName(tr, s, names);

/** `text` followed by "(game with Ann and Bo)": the other seats, so a player in several games of one rule set tells them apart. */
export function withOthers(tr: Translator, text: string, names: readonly string[], seat: number): string {
  const others = names.flatMap((_, s) => (s !== seat ? [who(tr, names, s)] : []));
  return others.length ? tr.msg(NOTIFY.withOthers, { text, names: tr.list(others) }) : text;
}

/** The webhook's line for a change of whose turn it is. */
export function turnLine(
  tr: Translator,
  rules: string,
  names: readonly string[],
  toAct: readonly number[],
  task = '',
): string {
  const game = gameTitle(tr, rules);
  const line =
    toAct.length === 1
      ? tr.msg(NOTIFY.turnOne, { name: who(tr, names, toAct[0]), game })
      : tr.msg(NOTIFY.turnMany, { names: tr.list(toAct.map((s) => who(tr, names, s))), game });
  return task ? tr.msg(NOTIFY.withTask, { line, task }) : line;
}

/** The webhook's line, and the push's title, at the end. */
export function overLine(tr: Translator, rules: string, names: readonly string[], outcome: Outcome | null): string {
  const game = gameTitle(tr, rules);
  const winners = (outcome?.winners ?? []).map((s) => who(tr, names, s));
  if (winners.length === 0) return tr.msg(NOTIFY.over, { game });
  return tr.msg(NOTIFY.overWon, { game, names: tr.list(winners), count: winners.length });
}

/** "23 h 40 min", "1 h 5 min", "35 min", in the translator's digits. */
export function leftText(tr: Translator, ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0
    ? tr.msg(NOTIFY.minutes, { m })
    : m === 0
      ? tr.msg(NOTIFY.hours, { h })
      : tr.msg(NOTIFY.hoursMinutes, { h, m });
}

import { list, msg } from '../../i18n/i18n.js';
import { seatName } from '../../ui/seat-colours.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';

/** The open end proposal in words: who proposed, who agreed so far (the proposer counts, R33), who is still to answer. */
export function voteWords(view: FreightView, names: readonly string[], seat: number | null) {
  const v = view.endVote;
  if (!v) throw new Error('the end vote is put in words with no end proposed');
  const inGame = view.players.filter((p) => !p.left).map((p) => p.seat);
  const name = (s: number) =>
    s === seat ? msg({ id: 'freight.vote.you', defaultMessage: 'you' }) : seatName(names, s);
  const waiting = inGame.filter((s) => !v.agreed.includes(s));
  return {
    proposed:
      v.proposer === seat
        ? msg({ id: 'freight.vote.youProposed', defaultMessage: 'You proposed to end the game now and value it.' })
        : msg(
            { id: 'freight.vote.proposed', defaultMessage: '{name} proposes to end the game now and value it.' },
            { name: seatName(names, v.proposer) },
          ),
    agreed: msg({ id: 'freight.vote.agreed', defaultMessage: 'Agreed: {names}.' }, { names: list(v.agreed.map(name)) }),
    waiting: waiting.length
      ? msg(
          { id: 'freight.vote.waiting', defaultMessage: 'Still to answer: {names}.' },
          { names: list(waiting.map(name)) },
        )
      : '',
  };
}

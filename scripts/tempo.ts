// Plays complete games with the house bots and measures how often players must come back, and
// how many days a game takes under a model of friends in four time zones (scripts/tempo/clock.ts).
// npm run tempo -- --game <id> --players N --games G [--voyage short] [--orders on|off] [--seed S]
import { TEMPO_USAGE, parseTempoArgs } from './tempo/args.js';
import {
  AWAKE_ANSWER,
  FIRST_MOVE,
  MORNING_ANSWER,
  NEXT_COMMAND,
  SLEEP_FROM,
  WAKE_AT,
  zoneName,
} from './tempo/clock.js';
import { playTempoGame } from './tempo/play.js';
import { summarise } from './tempo/summary.js';

const args = parseTempoArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  console.error(TEMPO_USAGE);
  process.exit(2);
}
const { game, players, games, options, orders, seed } = args;

console.log(
  `${game.title}, ${players} players, options ${JSON.stringify(options)}, orders and automatic moves ${orders ? 'on' : 'off'}, seeds ${seed}..${seed + games - 1}`,
);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
console.log(
  `model: seats ${Array.from({ length: players }, (_, s) => `${s} ${zoneName(s)}`).join(', ')}; asleep ${hhmm(SLEEP_FROM)}-${hhmm(WAKE_AT)} local; a "your turn" answered after a log-normal delay of median ${AWAKE_ANSWER.median} min (sigma ${AWAKE_ANSWER.sigma}) awake, or at ${hhmm(WAKE_AT)} plus median ${MORNING_ANSWER.median} min (sigma ${MORNING_ANSWER.sigma}) asleep (an awake answer that would fall past ${hhmm(SLEEP_FROM)} comes the next morning so); ${NEXT_COMMAND} min per consecutive command; first move ${hhmm(FIRST_MOVE)} UTC, waking nobody`,
);
console.log('game  seed  commands  by-order  forced  hand-offs  wake-ups per seat  days');
const played = [];
for (let i = 0; i < games; i++) {
  const g = playTempoGame(game, { players, seed: seed + i, options, orders });
  played.push(g);
  console.log(
    [
      String(i + 1).padStart(4),
      String(g.seed).padStart(5),
      String(g.commands).padStart(9),
      String(g.byOrder).padStart(9),
      String(g.forced).padStart(7),
      String(g.handOffs).padStart(10),
      `  ${g.wakeUps.join(' ').padEnd(17)}`,
      g.days.toFixed(1).padStart(5),
    ].join(' '),
  );
}
const t = summarise(played);
console.log(
  `total: ${t.games} games, ${t.commands} commands (${t.byOrder} by orders, ${t.forced} forced), ${t.handOffs} hand-offs`,
);
console.log(
  `per game: ${t.perGame.commands.toFixed(1)} commands, ${t.perGame.handOffs.toFixed(1)} hand-offs, ${t.perGame.wakeUpsPerSeat.toFixed(1)} wake-ups per seat (seats: ${t.perGame.wakeUps.map((w) => w.toFixed(1)).join(', ')})`,
);
console.log(
  `wake-ups per seat by what woke it (the command it then made): ${t.wokenFor.map(([type, n]) => `${type} ${n.toFixed(2)}`).join(', ')}`,
);
console.log(`commands per game by type: ${t.commandsByType.map(([type, n]) => `${type} ${n.toFixed(1)}`).join(', ')}`);
console.log(
  `wake-ups answered awake ${pct(t.answers.awake)}, asleep ${pct(t.answers.asleep)}, past bedtime ${pct(t.answers['past-bedtime'])}; ${t.hoursPerHandOff.toFixed(2)} hours of game per hand-off`,
);
console.log(`median days per game: ${t.medianDays.toFixed(1)} (mean ${t.meanDays.toFixed(1)})`);

function pct(share: number): string {
  return `${(share * 100).toFixed(0)}%`;
}

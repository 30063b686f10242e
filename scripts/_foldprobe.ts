import { playFreightGame } from '../test/support/freight-play.js';
import { whoRulesTheSea as g } from '../engine/games/who-rules-the-sea/index.js';
const logs = Array.from({ length: 20 }, (_, i) => playFreightGame({ seats: 4, seed: i + 1, bots: 'random' }).events);
const per = new Map<string, [number, number]>();
for (let rep = 0; rep < 5; rep++) for (const log of logs) {
  let s = g.initialState();
  for (const e of log) {
    const t0 = performance.now();
    s = g.evolve(s, e);
    const dt = performance.now() - t0;
    const x = per.get(e.type) ?? [0, 0]; x[0] += dt; x[1]++; per.set(e.type, x);
  }
}
const rows = [...per].sort((a, b) => b[1][0] - a[1][0]);
for (const [t, [ms, n]] of rows.slice(0, 15)) console.log(t.padEnd(18), (ms / n * 1000).toFixed(2), 'µs x', n / 100);
let t0 = performance.now(); let k = 0;
for (const log of logs) { let s = g.initialState(); for (const e of log) s = g.evolve(s, e); k++; }
console.log('fold per game ms', ((performance.now() - t0) / k).toFixed(2));

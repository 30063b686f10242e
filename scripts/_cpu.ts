import { playFreightGame } from '../test/support/freight-play.js';
import { whoRulesTheSea as g } from '../engine/games/who-rules-the-sea/index.js';
for (let i = 0; i < 5; i++) playFreightGame({ seats: 4, seed: 900 + i, bots: 'random' });
let c0 = process.cpuUsage(); let w0 = performance.now();
const logs: any[] = []; let n = 0;
while (performance.now() - w0 < 8000) { logs.push(playFreightGame({ seats: 4, seed: ++n, bots: 'random' }).events); }
let cpu = process.cpuUsage(c0); let wall = performance.now() - w0;
console.log('games', n, 'per wall s', (n / wall * 1000).toFixed(1), 'per CPU s', (n / ((cpu.user + cpu.system) / 1e6)).toFixed(1));
c0 = process.cpuUsage(); w0 = performance.now(); let k = 0;
for (let r = 0; r < 3; r++) for (const log of logs) { let s = g.initialState(); for (const e of log) s = g.evolve(s, e); k++; }
cpu = process.cpuUsage(c0); wall = performance.now() - w0;
console.log('fold ms per game: wall', (wall / k).toFixed(2), 'CPU', ((cpu.user + cpu.system) / 1000 / k).toFixed(2));

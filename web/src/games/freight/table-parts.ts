// The freight table's parts (the map, the players' and the docks' panels, the end vote,
// the facts they read of the log), imported by the table and by every piece of its screen fetched
// later (each decision's panel, the market, the auction's status, the news, the final valuation, the questions
// before a move, the round summaries, the standing orders). esbuild puts a module in one chunk per
// set of entries that reach it: the modules those pieces share with the table came in a dozen small
// chunks a seat link fetched and gzip'd one by one, some 2.5 KB gzip'd more than in one.
import './auction-facts.js';
import './board-legend.js';
import './docks-panel.js';
import './end-vote-panel.js';
import './fleet-facts.js';
import './fleet-panel.js';
import './sea-board.js';

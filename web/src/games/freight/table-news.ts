// What happened at sea last, beside the board: fetched as one, with its words, once the board is
// painted (freight-table.ts), since a seat's first sight is the board and its actions.
import './arrival-report.js';
import './chance-card.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

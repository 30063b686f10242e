/**
 * The catalogs as the page loads them: in parts by screen and rule set, each part the messages
 * whose ids start with one of its prefixes, so a page downloads only its language's words for
 * what it shows (a Manila seat link none of the lobby's or the freight game's). web/build.ts
 * writes each locale's parts from i18n/catalogs/ (`writeCatalogParts`) and fails on a message
 * that belongs to no part or to two.
 */
export const CATALOG_PARTS = {
  // Every screen: the app's frame, shared words, the refusal of an unknown code (error.UNKNOWN,
  // and by its prefix error.UNKNOWN_FEED) and the games' names.
  shell: ['app.', 'common.', 'error.UNKNOWN', 'term.game.'],
  // Each refusal code's words, fetched once a screen is drawn (web/src/i18n/errors.ts): until they
  // are here, a refusal reads as the unknown code's.
  errors: ['error.'],
  // The lobby links to each rule set's rules ("rules.rulesOf"). The headings of its panels fetched
  // when first opened (web/src/lobby/lazy-panels.ts) are its own: they are drawn before the panels.
  lobby: [
    'lobby.',
    'rules.',
    'lobby.transfer.heading',
    'lobby.transfer.summary',
    'lobby.calendar.summary',
    'lobby.myGames.heading',
    'lobby.myGames.empty',
  ],
  lobbyPanels: [
    'lobby.transfer.',
    'lobby.calendar.',
    'lobby.import.',
    'lobby.links.',
    'lobby.myGames.',
    'lobby.created.',
  ],
  rules: ['rules.'],
  // The summaries of the panels fetched when first opened are drawn before them (panel-summaries.ts).
  game: ['game.', 'game.chat.title', 'game.chat.unread', 'game.notes.title', 'game.notes.sharedTitle'],
  // The game screen's panels fetched when first drawn (game-screen.ts, lazyPanels), the history and
  // the standing orders and the push switch among them (drawn once the board is painted), and the
  // dialog asking before a move (with the first question): their words with them.
  panels: [
    'line.history.',
    'line.clock.',
    'line.diceKey.',
    'game.orders.',
    'game.notify.',
    'game.push.',
    'game.confirm.',
    'common.chatPreset.',
    'game.chat.',
    'game.notes.',
    'game.summary.',
    'game.clockPanel.',
    'game.ranking.',
    'game.verify.',
    'game.rematch.',
    'game.replayBar.',
    'game.claim.',
    'game.webhook.',
  ],
  // A seat's clock in words: the game screen's clock panels (lazyPanels) and the freight game's
  // auctions, whose bids have deadlines on a table with a clock, fetch them.
  clocks: ['game.clock.', 'game.clocks.'],
  // The turn banner reads a rule set's task line with its table; its other lines are the history's.
  manila: ['manila.', 'line.manila.task.', 'term.manila.'],
  tutorial: ['tutorial.', 'line.tutorial.task.', 'term.tutorial.'],
  freight: ['freight.', 'line.freight.task.', 'term.freight.'],
  // A rule set's words its table draws only later, fetched with the code that draws them: the
  // questions before a move (GameClient.confirmations), the round summaries with their reader
  // (GameClient.roundSummaries), the standing-order forms and the history's lines once the board is
  // painted (GameClient.orders, GameClient.lines), the freight game's final valuation once it is
  // over, its quick reference on the rules page; and its table's news (the chance card drawn last, the
  // last arrival) once the board is painted, with the cards' printed words, which the history's lines
  // and the round summaries name too.
  // Each decision's panel, fetched when a decision first needs it (web/src/games/panels-by-decision.ts):
  // a seat link's first load has the words of the decision at hand alone.
  manilaBid: ['manila.bid.'],
  manilaBuy: ['manila.buy.'],
  manilaLaunch: ['manila.launch.'],
  manilaPlace: ['manila.place.'],
  manilaPlunder: ['manila.plunder.'],
  freightOpening: ['freight.opening.'],
  freightTurn: ['freight.turn.', 'freight.deck.', 'freight.sail.'],
  freightGuide: ['freight.guide.'],
  freightAuction: ['freight.auction.'],
  freightMarket: ['freight.market.'],
  manilaConfirm: ['manila.confirm.'],
  tutorialConfirm: ['tutorial.confirm.'],
  freightConfirm: ['freight.confirm.'],
  manilaSummary: ['manila.summary.'],
  tutorialSummary: ['tutorial.summary.'],
  freightSummary: ['freight.summary.'],
  manilaOrders: ['manila.orders.'],
  tutorialOrders: ['tutorial.orders.'],
  freightOrders: ['freight.orders.'],
  manilaLines: ['line.manila.'],
  tutorialLines: ['line.tutorial.'],
  freightLines: ['line.freight.'],
  freightFinal: ['freight.final.'],
  freightQuick: ['freight.quick.'],
  freightNews: ['freight.card.', 'freight.arrival.'],
  freightCards: ['term.freight.card.'],
} as const;

export type CatalogPart = keyof typeof CATALOG_PARTS;

/** The parts that belong to one rule set each, loaded with its screen (web/src/games/registry.ts) or later. */
export const GAME_PARTS = [
  'manila',
  'tutorial',
  'freight',
  'manilaBid',
  'manilaBuy',
  'manilaLaunch',
  'manilaPlace',
  'manilaPlunder',
  'freightOpening',
  'freightTurn',
  'freightGuide',
  'freightAuction',
  'freightMarket',
  'manilaConfirm',
  'tutorialConfirm',
  'freightConfirm',
  'manilaSummary',
  'tutorialSummary',
  'freightSummary',
  'manilaOrders',
  'tutorialOrders',
  'freightOrders',
  'manilaLines',
  'tutorialLines',
  'freightLines',
  'freightFinal',
  'freightQuick',
  'freightNews',
  'freightCards',
] as const satisfies readonly CatalogPart[];

/**
 * The file of one part of a locale's catalog in the build (web/build.ts writes it, catalogs.ts
 * fetches it): named by the catalogs' version, a hash of every part, so a browser never keeps a
 * stale one, and by locale and part, so the page composes the name and carries no list of files.
 */
export const wordsFile = (version: string, locale: string, part: CatalogPart): string =>
  `words-${version}-${locale}-${part}.js`;

/** Message ids the page never shows: the server's push and webhook texts. */
export const SERVER_ONLY_PREFIXES = ['notify.'] as const;

/** The parts of each screen's words, loaded before it draws (the shell is always loaded). */
export const SCREEN_PARTS = {
  lobby: ['lobby'],
  rules: ['rules'],
  game: ['game'],
} as const satisfies Record<string, readonly CatalogPart[]>;

/**
 * Checks that the page can show every message of a locale's catalog: each id is in some part, or
 * is one the server alone writes. Throws naming the first that is in none.
 */
export function checkPartsCover(catalog: Readonly<Record<string, string>>, where: string): void {
  const prefixes: readonly string[] = [...Object.values(CATALOG_PARTS).flat(), ...SERVER_ONLY_PREFIXES];
  for (const id of Object.keys(catalog))
    if (!prefixes.some((p) => id.startsWith(p)))
      throw new Error(`message ${id} of ${where} belongs to no catalog part (web/src/i18n/catalog-parts.ts)`);
}

/**
 * The messages of `catalog` that `part` holds: those whose longest matching prefix among all the
 * parts' is one of its own (the game screen's part leaves its panels' words to theirs). Parts may
 * share a prefix: the lobby's holds the rules links' words, as the rules page's does.
 */
export function messagesOf(catalog: Readonly<Record<string, string>>, part: CatalogPart): Record<string, string> {
  const all: readonly string[] = Object.values(CATALOG_PARTS).flat();
  const own: readonly string[] = CATALOG_PARTS[part];
  const longest = (id: string) =>
    all.filter((p) => id.startsWith(p)).reduce((a, b) => (b.length > a.length ? b : a), '');
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => own.includes(longest(id))));
}

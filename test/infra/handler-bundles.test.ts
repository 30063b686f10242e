import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { HANDLERS, HELPER_HANDLERS, loadedBy, weighHandler, wholeKb } from '../support/handler-bundle.js';

// Our own code in each Lambda must stay small: a careless import (say, a re-exported zod
// namespace pulling in every locale) can triple it without any other test noticing. The
// platform (everything but the rule sets, zod included) stays under 150 KB minified (cold starts grow with it);
// each rule set, whose size is its rules and components and grows with every game we add,
// under 80 KB of its own. The deployed bundle also carries the tree-shaken AWS SDK (for cold
// starts, see HANDLER_BUNDLING); that whole stays under 640 KB. Three SDK clients now (DynamoDB,
// the Management API and EventBridge Scheduler, which every function that moves a game uses to
// schedule wake-ups): the scheduler's client added about 20 KB to each, the message handler
// 582 -> 604 KB when it came with the clocks. Checking push endpoints against the browser push services'
// hosts and keeping a seat to 5 devices took the message handler from 639.1 to 640.3 KB.
// Prepared tables, seat chains' link checks and dice state, and the damaged-log checks took the
// message handler's platform to 150.4 KB.
// One table of each command's facts per rule set (its schema built from the table), secrecy
// declared per event type, one command handler and the problems' port took it to 154.1 KB: 158.
// The cap on a runaway decision, safe play for absent seats and the words refusing a link to a bot
// seat took the message handler's whole bundle to 644.7 KB: 648.
// Standing orders (each rule set's orders, their records, the verifier's checks of them) and table
// chat (its messages, mutes and hides, their store) took the message handler's platform to 169.8 KB
// (174) and its whole bundle to 662.6 KB (668).
// Private notes (their actions, schemas, cleaning and store) took the message handler's platform
// to 174.4 KB: 178. Rematch (its actions, the deal shared with create, its store and frame) took it
// to 181.4 KB: 186, and its whole bundle to 674.3 KB: 680.
// Each rule set loaded on first use of its id (engine/load-rule-set.ts) took it from 185.4 to
// 189.4 KB (190): esbuild wraps a module imported with import() in a function run on the first
// call, and with it every module that one imports (zod and the engine's core included), each
// wrapper and its exports object a few bytes more, for a cold start that evaluates no rule set.
// View patches (the diff, the `view` request and its schema) and the views kept per state and
// version took it from 189.0 to 191.4 KB: 194. Powertools loaded when first needed (its wrappers)
// with the connections read beside a command's loads and its second read for newcomers: 194.5 KB, 197.
// One middleware stack resolved per DocumentClient command class (lambdas/adapters/dynamo/kept-handlers.ts):
// 197.3 KB, 199.
const PLATFORM_LIMIT_KB = 199;
const RULE_SET_LIMIT_KB = 80;
// The deadline calendar's message (its schema, setting a feed, the feeds' store) took the
// message handler's whole bundle to 670.2 KB: 672; with rematch beside it, 677.3 KB: 682. Marking a
// table listened, the flag for the stream's filter and the steps handed to the local notifier
// took it, with all three, to 678.3 KB: 682. Rule sets loaded on first use: 685.6 KB, 688. View
// patches and the views kept per state and version: 689.0 KB, 692. Powertools and the scheduler's
// SDK client loaded when first needed, not on import (esbuild wraps them, and every SDK module the
// scheduler's client shares with DynamoDB's, in functions run on first use): 696.9 KB, 700, for a
// subscribe's cold start about 6% less CPU (npm run bench:cold, the same run, before and after).
// Built with code splitting, a directory of an entry and its chunks (infra/constructs/handler-bundle.ts):
// 722.4 KB, 724. esbuild emits a chunk for every import() the SDK writes, even one its tree shaking
// leaves no caller of (bowser, a browser's user-agent parser, 34.7 KB that Node never reads), and
// each chunk repeats the banner and names what it imports and exports; what a cold start reads
// is kept by IMPORT_LIMIT_KB and SUBSCRIBE_LIMIT_KB below. A broadcast's frames written from their
// parts' known texts, entries shared among viewers and the diff's memo of parts shared among views
// (the patched broadcast's compute) added some 1.6 KB: 728.
const WHOLE_LIMIT_KB = 728;
// The notifier and the reminders send Web Push: web-push brings the VAPID JWT's signing and the
// payload's encryption, and with them asn1.js and bn.js (67 KB of the 90 KB it adds), which it
// uses to turn the private key into a PEM. 232 KB of platform and 721 KB whole when they came with Web Push.
// They write each push and webhook line in its recipient's language: the four locales' catalogs
// of history lines, game terms and notification texts (lambdas/app/notify/translators.ts) add
// about 210 KB, 448 KB of platform and 939 KB whole when they came with the translations.
// Chat pushes (a message's text in each reader's language, its own topic and tag) took the notifier's
// platform to 486.9 KB and the reminders' to 482.8 KB (492), the notifier's whole bundle to 980.5 KB (988).
// With private notes and forced moves on by default merged, the notifier's platform came to 493 KB:
// 498. Rematch pushes (the offer and the start, the rematch item read from the chat table's stream)
// took the notifier's whole bundle to 991.4 KB: 996.
// Rematch and the calendar merged took the notifier's platform to 499.9 KB: 504. Powertools loaded on
// the first invocation rather than on import (its modules wrapped, see WHOLE_LIMIT_KB): 504.2 KB. The
// connections read beside a command's loads (with the second read for those that subscribed meanwhile)
// and the local stack's record of stored connections added 1.2 KB more: 508. The translator formatting
// each message from its parsed elements, and keeping what a page's earlier translator made
// (i18n/translator.ts), came to 508.3 KB: 510.
const PUSH_PLATFORM_LIMIT_KB = 510;
// The calendar's protocol (its frame among the server's, its error code) took the notifier's whole
// bundle to 988.3 KB: 990; with rematch beside it, 993.3 KB: 998. The calendar feed's
// handler carries the same catalogs, and stays within both. Rule sets loaded on first use (their
// modules' wrappers, see PLATFORM_LIMIT_KB) took the notifier's platform to 503.0 KB and its whole
// bundle to 999.8 KB: 1,004. Powertools and the scheduler's client loaded when first needed (see
// WHOLE_LIMIT_KB): 1,008.6 KB, 1,012. Built with code splitting (see WHOLE_LIMIT_KB): 1,032.7 KB, 1,036.
const PUSH_WHOLE_LIMIT_KB = 1036;
// What importing a handler's entry reads and parses: the entry and the chunks it imports statically,
// the SDK's included. Each rule set, Powertools, the scheduler's client and the SDK's credential
// providers but the environment's are chunks read on their first import(), none on import: the
// message handler's import read 698.5 KB as one file and reads 386.7 KB split (392); history, expire
// and sweep read 334-349 KB. The functions that push read their catalogs on import (see
// PUSH_PLATFORM_LIMIT_KB): the notifier 696.9 KB, the reminders 687.3 KB, the calendar 559.0 KB (700).
const IMPORT_LIMIT_KB = 392;
const PUSH_IMPORT_LIMIT_KB = 700;
// A Manila subscribe's cold start reads the import's files, Manila's rule set and Powertools (its
// log line): 467.2 KB when they were split, 472.
const SUBSCRIBE_LIMIT_KB = 472;
// The calendar feed writes its events in the device's language, so it carries the same catalogs.
const PUSHING = new Set<string>(['notifier', 'reminders', 'calendar']);
const limitsOf = (handler: string) =>
  PUSHING.has(handler)
    ? { platform: PUSH_PLATFORM_LIMIT_KB, whole: PUSH_WHOLE_LIMIT_KB, import: PUSH_IMPORT_LIMIT_KB }
    : { platform: PLATFORM_LIMIT_KB, whole: WHOLE_LIMIT_KB, import: IMPORT_LIMIT_KB };

/** What a subscribe loads by import() besides the entry's files (engine/load-rule-set.ts, lambdas/handlers/ops/observer.ts). */
const MANILA = 'engine/games/manila/index.ts';
const POWERTOOLS = 'lambdas/handlers/ops/powertools-observer.ts';

/** The SDK's credential providers that the Lambda runtime's environment credentials make unneeded. */
const UNNEEDED_CREDENTIALS =
  /@aws-sdk\/(credential-provider-(ini|sso|process|web-identity|http|login)|nested-clients|token-providers)\/|@smithy\/credential-provider-imds\//;

describe('Lambda handler bundles', () => {
  for (const handler of HANDLERS) {
    const limit = limitsOf(handler);
    it(`${handler}: the platform under ${limit.platform} KB, each rule set under ${RULE_SET_LIMIT_KB} KB, the directory with the SDK under ${limit.whole} KB, as CDK deploys it`, async () => {
      const { platformKb, ruleSetsKb } = await weighHandler(handler);
      const own = await wholeKb(handler, { withoutSdk: true });
      const whole = await wholeKb(handler);
      expect(platformKb).toBeGreaterThan(1);
      expect(platformKb).toBeLessThan(limit.platform);
      // Every registered rule set is in the directory (the backend serves them all), none too big.
      expect(Object.keys(ruleSetsKb).sort()).toEqual(Object.keys(games).sort());
      for (const [id, kb] of Object.entries(ruleSetsKb)) expect(kb, id).toBeLessThan(RULE_SET_LIMIT_KB);
      expect(whole).toBeGreaterThan(own);
      expect(whole).toBeLessThan(limit.whole);
    });
  }

  // A cold start reads and compiles the entry and the chunks it imports statically; each rule set
  // is a chunk read when a game of its id is first served (engine/load-rule-set.ts), never on import.
  for (const handler of HANDLERS) {
    const limit = limitsOf(handler);
    it(`${handler}: importing reads no rule set, and under ${limit.import} KB`, async () => {
      const loaded = await loadedBy(handler);
      const sources = [...loaded.sources];
      expect(sources.length).toBeGreaterThan(10);
      expect(sources.filter((f) => f.startsWith('engine/games/'))).toEqual([]);
      expect(sources).not.toContain('engine/registry.ts');
      expect(loaded.kb).toBeLessThan(limit.import);
      // The whole is more: the split leaves something to a later import().
      expect(loaded.kb).toBeLessThan(await wholeKb(handler));
    });
  }

  // None is needed for a message's answer: Powertools writes the log line and metrics after it
  // (ops/observer.ts), the scheduler's client is made on the first wake-up a move asks for, and the
  // Lambda runtime gives credentials in the environment, the first place the SDK's chain looks.
  it('message: importing reads neither Powertools, nor the scheduler SDK client, nor credential providers other than the environment', async () => {
    const sources = [...(await loadedBy('message')).sources];
    expect(sources.filter((f) => f.includes('@aws-lambda-powertools/'))).toEqual([]);
    expect(sources.filter((f) => f.includes('@aws-sdk/client-scheduler/'))).toEqual([]);
    expect(sources.filter((f) => UNNEEDED_CREDENTIALS.test(f))).toEqual([]);
    expect(sources.filter((f) => f.includes('@aws-sdk/credential-provider-env/'))).not.toEqual([]);
    const own = await loadedBy('message', { withoutSdk: true });
    expect(own.external).toContain('@aws-sdk/client-dynamodb');
    expect(own.external).not.toContain('@aws-sdk/client-scheduler');
  });

  it(`message: a Manila subscribe reads Manila's rule set and Powertools besides, no other rule set, under ${SUBSCRIBE_LIMIT_KB} KB`, async () => {
    const subscribe = await loadedBy('message', { imported: [MANILA, POWERTOOLS] });
    const ruleSets = new Set([...subscribe.sources].map((f) => /^engine\/games\/([^/]+)\//.exec(f)?.[1]));
    ruleSets.delete(undefined);
    expect([...ruleSets]).toEqual(['manila']);
    expect([...subscribe.sources].some((f) => f.includes('@aws-lambda-powertools/logger/'))).toBe(true);
    expect(subscribe.kb).toBeGreaterThan((await loadedBy('message')).kb);
    expect(subscribe.kb).toBeLessThan(SUBSCRIBE_LIMIT_KB);
  });

  it('a source the code does not import() names no chunk: the error says which', async () => {
    await expect(loadedBy('message', { imported: ['engine/registry.ts'] })).rejects.toThrow(
      "message: no chunk is loaded by import('engine/registry.ts')",
    );
  });

  for (const handler of HELPER_HANDLERS) {
    it(`${handler}: no rule set, the platform under ${PLATFORM_LIMIT_KB} KB, the directory under 200 KB`, async () => {
      const { platformKb, ruleSetsKb } = await weighHandler(handler);
      expect(ruleSetsKb).toEqual({});
      expect(platformKb).toBeGreaterThan(1);
      expect(platformKb).toBeLessThan(PLATFORM_LIMIT_KB);
      expect(await wholeKb(handler)).toBeLessThan(200);
    });
  }
});

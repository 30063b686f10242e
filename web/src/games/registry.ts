import { needCatalog } from '../i18n/i18n.js';
import type { AnyGameClient, Command, GameClient, GameEvent } from './game-client.js';

/**
 * The rule sets this client can draw, by engine id, each loaded the first time a table of it is
 * opened: a Manila seat link downloads neither the freight game's map and panels (some 29 KB gzip)
 * nor the tutorial race's, nor their words (each rule set's part of the catalog comes with it); the
 * service worker keeps each one a device has opened, for offline play.
 */
const loaders: Record<string, () => Promise<AnyGameClient>> = {
  manila: async () => {
    const [module] = await Promise.all([import('./manila/manila-client.js'), needCatalog('manila')]);
    return forAnyTable(module.manilaClient);
  },
  'manila-tutorial': async () => {
    const [module] = await Promise.all([import('./tutorial/tutorial-client.js'), needCatalog('tutorial')]);
    return forAnyTable(module.tutorialClient);
  },
  'who-rules-the-sea': async () => {
    // Its auctions' words, with their deadlines in a seat's clock words, come with the auction (freight-actions.ts).
    const [module] = await Promise.all([import('./freight/freight-client.js'), needCatalog('freight')]);
    return forAnyTable(module.freightClient);
  },
};

/**
 * A rule set's client, typed over its own View, Command and Event, as the game screen holds it: a
 * table's frames are of the rule set its subscription names, the one this client is registered under
 * (see AnyGameClient). Method parameters are checked both ways in TypeScript, so this widening
 * compiles without a cast; it is written once, here, so it is visible.
 */
function forAnyTable<View, Cmd extends Command, Event extends GameEvent>(
  client: GameClient<View, Cmd, Event>,
): AnyGameClient {
  return client;
}

const loaded = new Map<string, AnyGameClient>();
const loading = new Map<string, Promise<AnyGameClient>>();

/** The rule sets this client has a screen for (the lobby offers these and no other). */
export const DRAWABLE: readonly string[] = Object.keys(loaders);

/** Whether this client has a screen for the rule set at all (loaded or not). */
export const canDraw = (rules: string): boolean => Object.prototype.hasOwnProperty.call(loaders, rules);

/** The rule set's client once loadClient has brought it, else undefined. */
export function clientFor(rules: string): AnyGameClient | undefined {
  return loaded.get(rules);
}

/** Loads a rule set's client (once; a failed load, say offline without the app cached, may be tried again). */
export function loadClient(rules: string): Promise<AnyGameClient> {
  if (!canDraw(rules)) return Promise.reject(new Error(`no client for ${rules}`));
  let p = loading.get(rules);
  if (!p) {
    p = loaders[rules]().then((client) => {
      loaded.set(rules, client);
      return client;
    });
    p.catch(() => loading.delete(rules));
    loading.set(rules, p);
  }
  return p;
}

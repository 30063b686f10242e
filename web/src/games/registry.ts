import type { GameClient } from './game-client.js';
import { manilaClient } from './manila/manila-client.js';
import { tutorialClient } from './manila-tutorial/tutorial-client.js';
import { freightClient } from './who-rules-the-sea/freight-client.js';

/** The rule sets this client can draw, by engine id. */
const clients: Record<string, GameClient> = {
  [manilaClient.id]: manilaClient,
  [tutorialClient.id]: tutorialClient,
  [freightClient.id]: freightClient,
};

export function clientFor(rules: string): GameClient | undefined {
  return Object.prototype.hasOwnProperty.call(clients, rules) ? clients[rules] : undefined;
}

// The web client's entry: the app element chooses the screen from the address.
import './app/tradewinds-app.js';
import { mirrorMyGames } from './store/my-games.js';
import { registerServiceWorker } from './sw/register.js';

registerServiceWorker();
mirrorMyGames();

import { seededRandom } from '../../../engine/core/random.js';
import { AUCTION_ROUNDS, auctionGame, type AuctionState } from './auction-game.js';

/** boardgame.io's client checks nothing it needs in development mode and would mount a debug panel in a page. */
process.env.NODE_ENV = 'production';
const { Client, LobbyClient } = await import('boardgame.io/client');
const { SocketIO } = await import('boardgame.io/multiplayer');

const SEATS = 3;
/** Long enough for a loaded machine; a seat that has not seen a move by then means the server lost it. */
const MOVE_TIMEOUT_MS = 60_000;

type BgioClient = ReturnType<typeof Client<AuctionState>>;

/** One seat's boardgame.io client over socket.io, with a way to wait for the state it holds. */
class AnchorSeat {
  private waiters: (() => void)[] = [];

  constructor(readonly client: BgioClient) {
    client.subscribe(() => {
      for (const w of this.waiters.splice(0)) w();
    });
  }

  stateId(): number {
    return this.client.getState()?._stateID ?? -1;
  }

  until(done: () => boolean, what: string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`boardgame.io seat: no ${what} within ${MOVE_TIMEOUT_MS} ms`)),
        MOVE_TIMEOUT_MS,
      );
      const check = () => {
        if (!done()) {
          this.waiters.push(check);
          return;
        }
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(check);
    });
  }
}

async function openMatch(server: string): Promise<AnchorSeat[]> {
  const lobby = new LobbyClient({ server });
  const { matchID } = await lobby.createMatch(auctionGame.name!, { numPlayers: SEATS });
  // One join at a time: boardgame.io's join reads the match's metadata and writes it back, so
  // joins at once lose each other's credentials.
  const credentials: string[] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    const joined = await lobby.joinMatch(auctionGame.name!, matchID, {
      playerID: String(seat),
      playerName: `Bot ${seat + 1}`,
    });
    credentials.push(joined.playerCredentials);
  }
  return Promise.all(
    credentials.map(async (playerCredentials, seat) => {
      const client = Client({
        game: auctionGame,
        numPlayers: SEATS,
        matchID,
        playerID: String(seat),
        credentials: playerCredentials,
        multiplayer: SocketIO({ server }),
        debug: false,
      });
      const s = new AnchorSeat(client);
      client.start();
      await s.until(() => s.stateId() >= 0, 'first state');
      return s;
    }),
  );
}

const closeMatch = (seats: AnchorSeat[]) => seats.forEach((s) => s.client.stop());

/**
 * Plays `moves` moves in all on a boardgame.io server, `tables` matches at once, as
 * stack-moves.ts's playMoves plays them on the local stack: each move sent as soon as the last
 * one reached every seat, a match that ends replaced by a new one. The seat to move bids one to
 * three over the high bid while it can (three times in five) and passes otherwise.
 */
export async function playAnchorMoves(
  server: string,
  { moves, tables, seed, times }: { moves: number; tables: number; seed: number; times?: number[] },
): Promise<void> {
  let done = 0;
  const play = async (table: number) => {
    const random = seededRandom(seed * 1000 + table);
    let seats = await openMatch(server);
    try {
      while (done < moves) {
        const state = seats[0].client.getState()!;
        if (state.ctx.gameover !== undefined || state.G.round > AUCTION_ROUNDS) {
          closeMatch(seats);
          seats = await openMatch(server);
          continue;
        }
        const mover = seats[Number(state.ctx.currentPlayer)];
        const { G } = mover.client.getState()!;
        const from = seats.map((s) => s.stateId());
        const coins = G.coins[Number(state.ctx.currentPlayer)];
        const bid = G.high + random.int(1, 3);
        done++;
        const sent = performance.now();
        if (bid <= coins && random.int(1, 5) <= 3) mover.client.moves.bid(bid);
        else mover.client.moves.pass();
        await Promise.all(seats.map((s, i) => s.until(() => s.stateId() > from[i], 'update after a move')));
        times?.push(performance.now() - sent);
      }
    } finally {
      closeMatch(seats);
    }
  };
  await Promise.all(Array.from({ length: tables }, (_, i) => play(i)));
}

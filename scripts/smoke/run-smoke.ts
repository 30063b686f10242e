import * as z from 'zod/mini';
import { countLegal, nthLegal, type LegalTemplate } from '../../engine/core/legal.js';
import { auditExportSchema } from '../../engine/audit/export.js';
import { verifyAudit } from '../../engine/audit/verify.js';
import type {
  CreatedFrame,
  ErrorFrame,
  PreparedFrame,
  ServerFrame,
  UpdateFrame,
} from '../../lambdas/protocol/server.js';
import { nodeHashes } from '../../lambdas/app/chain.js';
import { DiceKeys, memoryChainStore } from '../../lambdas/protocol/dice-keys.js';
import { check, SmokeFailure, SmokeSocket } from './smoke-client.js';

export interface SmokeOptions {
  /** How many accepted moves to play (at least two seats move). */
  moves?: number;
  timeoutMs?: number;
  /** Told each step as it passes. */
  log?: (line: string) => void;
}

export interface SmokeReport {
  gameId: string;
  version: number;
  seatsThatMoved: number[];
  steps: string[];
}

/** The fields of the HTTP history (HistoryDocument) the smoke test reads, checked as the deployment sends them. */
const historyFields = z.object({
  gameId: z.string(),
  status: z.string(),
  version: z.number(),
  entries: z.array(z.object({ version: z.number() })),
});

const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;
const HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/**
 * Checks a running deployment end to end as a player would use it: the web client and its
 * security headers, /config.json, a new Manila table, legal moves from two seats (chosen from
 * the templates the server sends), a spectator who sees every move, two refusals that change
 * nothing (a stale version, a forged token), and the public history and audit export over HTTP.
 * Throws SmokeFailure naming the first check that failed.
 */
export async function smoke(webUrl: string, options: SmokeOptions = {}): Promise<SmokeReport> {
  const { moves = 4, timeoutMs = 15_000, log = (): void => undefined } = options;
  const steps: string[] = [];
  const pass = (line: string) => {
    steps.push(line);
    log(`ok  ${line}`);
  };
  let base: URL;
  try {
    base = new URL(webUrl);
  } catch {
    throw new SmokeFailure(
      `${JSON.stringify(webUrl)} is not a URL; give the web URL the deployment printed (WebUrl), e.g. https://d123.cloudfront.net/`,
    );
  }
  check(base.protocol === 'https:' || base.protocol === 'http:', `${webUrl}: the web URL is http:// or https://`);

  const page = await get(new URL('/', base), timeoutMs);
  check(page.status === 200, `GET / answered ${page.status}, not 200`);
  check(
    (page.headers.get('content-type') ?? '').includes('text/html'),
    `GET / is ${page.headers.get('content-type') ?? 'of no type'}, not HTML`,
  );
  check(
    /<script type="module" src="\/[^"]+\.js">/.test(await page.text()),
    'GET / has no module script: is the web client deployed?',
  );
  const missing = HEADERS.filter((h) => !page.headers.get(h));
  check(missing.length === 0, `GET / lacks the security headers ${missing.join(', ')}`);
  check(
    (page.headers.get('content-security-policy') ?? '').includes("script-src 'self'"),
    "the Content-Security-Policy does not limit scripts to the app's own",
  );
  pass('GET / serves the web client with its security headers');

  const configAnswer = await get(new URL('/config.json', base), timeoutMs);
  check(configAnswer.status === 200, `GET /config.json answered ${configAnswer.status}, not 200`);
  const config: unknown = await configAnswer.json().catch(() => null);
  check(
    typeof config === 'object' &&
      config !== null &&
      'wsUrl' in config &&
      typeof config.wsUrl === 'string' &&
      config.wsUrl.length > 0,
    `/config.json has no wsUrl: ${JSON.stringify(config)}`,
  );
  // The lobby offers no clock shorter than the server's floor, which it learns here.
  check(
    'minMoveSeconds' in config &&
      typeof config.minMoveSeconds === 'number' &&
      Number.isInteger(config.minMoveSeconds) &&
      config.minMoveSeconds > 0,
    `/config.json has no minMoveSeconds: ${JSON.stringify(config)}`,
  );
  const wsUrl = new URL(config.wsUrl, base);
  if (wsUrl.protocol === 'http:' || wsUrl.protocol === 'https:')
    wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  const historyUrl = 'historyUrl' in config ? config.historyUrl : undefined;
  const historyBase = new URL(typeof historyUrl === 'string' && historyUrl ? historyUrl : '/', base);
  pass(`GET /config.json: WebSocket ${wsUrl.href}, clocks from ${config.minMoveSeconds} s a move`);

  const sockets: SmokeSocket[] = [];
  const open = async (name: string) => {
    const s = await SmokeSocket.open(wsUrl.href, name, timeoutMs);
    sockets.push(s);
    return s;
  };
  try {
    const host = await open('host');
    const prepared = await host.request(
      { action: 'prepare', requestId: 'smoke-prepare', rules: 'manila' },
      'the prepared answer',
      (f): f is PreparedFrame | ErrorFrame => f.type === 'prepared' || f.type === 'error',
      timeoutMs,
    );
    check(prepared.type === 'prepared', `prepare was refused: ${JSON.stringify(prepared)}`);
    check(
      /^[0-9a-f]{64}$/.test(prepared.commitment),
      `the prepared commitment is not a SHA-256: ${prepared.commitment}`,
    );
    // The nonce is chosen only now, after the server has committed to the seed.
    const randomText = () =>
      `smoke-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
        .padEnd(22, '0')
        .slice(0, 64)
        .replace(/[^A-Za-z0-9_-]/g, '0');
    const nonce = randomText();
    const created = await host.request(
      {
        action: 'create',
        requestId: 'smoke-create',
        gameId: prepared.gameId,
        rules: 'manila',
        seats: [{ name: 'Smoke A' }, { name: 'Smoke B' }, { name: 'Smoke C' }],
        nonce,
        secret: randomText(),
      },
      'the created answer',
      (f): f is CreatedFrame | ErrorFrame => f.type === 'created' || f.type === 'error',
      timeoutMs,
    );
    check(created.type === 'created', `create was refused: ${JSON.stringify(created)}`);
    check(created.requestId === 'smoke-create', 'the created answer does not echo the requestId');
    check(
      created.commitment === prepared.commitment,
      `the created table commits to ${created.commitment}, but the server committed to ${prepared.commitment} before the nonce`,
    );
    const tokens = created.seats.flatMap((s) => (typeof s.token === 'string' ? [s.token] : []));
    check(created.seats.length === 3 && tokens.length === 3, 'the created answer does not give every seat a token');
    const { gameId } = created;
    pass(`create: game ${gameId}`);

    const seats: SmokeSocket[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const s = await open(`seat ${seat}`);
      await s.request(
        { action: 'subscribe', requestId: `smoke-sub-${seat}`, gameId, seat, token: tokens[seat], lastVersion: 0 },
        'its update',
        isType('update'),
        timeoutMs,
      );
      const u = s.latestUpdate();
      check(
        u.viewer === seat && u.status === 'playing' && u.version >= 1,
        `seat ${seat}'s subscription shows ${JSON.stringify({ viewer: u.viewer, status: u.status, version: u.version })}`,
      );
      seats.push(s);
    }
    const spectator = await open('spectator');
    await spectator.request(
      { action: 'subscribe', requestId: 'smoke-spectator', gameId, lastVersion: 0 },
      'its update',
      isType('update'),
      timeoutMs,
    );
    const watched = spectator.latestUpdate();
    check(
      watched.viewer === null && watched.legalCommands.length === 0,
      'the spectator is shown as a seat or given commands',
    );
    pass('subscribe: three seats and a spectator');

    // Each seat's hash chain, kept here as a player's device keeps it.
    const keys = new DiceKeys(memoryChainStore(), nodeHashes);
    const moved = new Set<number>();
    let version = watched.version;
    for (let n = 0; n < moves * 4 && (n < moves || moved.size < 2); n++) {
      const seat = seats[0].latestUpdate().toAct.at(0);
      check(seat !== undefined, `nobody is to act at version ${version}`);
      const update = seats[seat].latestUpdate();
      check(update.version === version, `seat ${seat} holds version ${update.version}, the game is at ${version}`);
      const command = chooseCommand(
        update,
        seats.map((s) => s.latestUpdate()),
      );
      const commandId = `smoke-${version}`;
      check(update.seatKey !== undefined, `seat ${seat}'s update does not say where its dice key stands`);
      keys.observe(gameId, seat, update.seatKey);
      const answer = await seats[seat].request(
        {
          action: 'command',
          requestId: `smoke-move-${version}`,
          gameId,
          seat,
          token: tokens[seat],
          expectedVersion: version,
          commandId,
          command,
          ...keys.offer(gameId, seat, commandId),
        },
        "the command's acceptance",
        (f): f is ServerFrame =>
          f.type === 'error' ||
          (f.type === 'update' && f.commandId === commandId) ||
          (f.type === 'accepted' && f.commandId === commandId),
        timeoutMs,
      );
      check(
        answer.type !== 'error',
        `seat ${seat}'s legal ${command.type} at version ${version} was refused: ${JSON.stringify(answer)}`,
      );
      version += 1;
      for (const s of [...seats, spectator])
        await s.waitFor(
          `version ${version}`,
          (f): f is UpdateFrame => f.type === 'update' && f.version >= version,
          0,
          timeoutMs,
        );
      moved.add(seat);
    }
    check(moved.size >= 2, `only seat ${[...moved].join()} moved in ${moves * 4} moves`);
    pass(
      `command: ${version - watched.version} legal moves by seats ${[...moved].sort().join(' and ')}; every seat and the spectator saw version ${version}`,
    );

    const actor = seats[0].latestUpdate().toAct[0];
    const stale = await seats[actor].request(
      {
        action: 'command',
        requestId: 'smoke-stale',
        gameId,
        seat: actor,
        token: tokens[actor],
        expectedVersion: version - 1,
        commandId: 'smoke-stale',
        command: { type: 'pass' },
      },
      'the STALE refusal',
      isType('error'),
      timeoutMs,
    );
    check(
      stale.code === 'STALE' && stale.currentVersion === version,
      `a command at an old version was answered ${JSON.stringify(stale)}, not STALE at ${version}`,
    );
    const forged = await seats[actor].request(
      {
        action: 'command',
        requestId: 'smoke-forged',
        gameId,
        seat: actor,
        token: 'smoke0000000000000000x',
        expectedVersion: version,
        commandId: 'smoke-forged',
        command: { type: 'pass' },
      },
      'the BAD_TOKEN refusal',
      isType('error'),
      timeoutMs,
    );
    check(forged.code === 'BAD_TOKEN', `a forged token was answered ${JSON.stringify(forged)}, not BAD_TOKEN`);
    const forgedLink = await seats[actor].request(
      {
        action: 'command',
        requestId: 'smoke-forged-link',
        gameId,
        seat: actor,
        token: tokens[actor],
        expectedVersion: version,
        commandId: 'smoke-forged-link',
        command: { type: 'pass' },
        link: 'ab'.repeat(32),
      },
      'the BAD_LINK refusal',
      isType('error'),
      timeoutMs,
    );
    check(
      forgedLink.code === 'BAD_LINK',
      `a link that is not the seat's next was answered ${JSON.stringify(forgedLink)}, not BAD_LINK`,
    );
    pass('refusals: a stale version is STALE, a forged token BAD_TOKEN, a forged chain link BAD_LINK');

    const historyAnswer = await get(new URL(`games/${gameId}/history`, historyBase), timeoutMs);
    check(historyAnswer.status === 200, `GET the history answered ${historyAnswer.status}`);
    const historyDocument = historyFields.safeParse(await historyAnswer.json());
    check(
      historyDocument.success,
      `the history is not a history document: ${historyDocument.success ? '' : historyDocument.error.issues[0]?.message}`,
    );
    const history = historyDocument.data;
    check(
      history.gameId === gameId && history.status === 'playing' && history.version === version,
      `the history is ${JSON.stringify({ gameId: history.gameId, status: history.status, version: history.version })}, not game ${gameId} playing at ${version}`,
    );
    check(
      history.entries.length === version && history.entries.every((e, i) => e.version === i + 1),
      'the history does not hold one entry per version',
    );
    const auditAnswer = await get(new URL(`games/${gameId}/audit`, historyBase), timeoutMs);
    check(auditAnswer.status === 200, `GET the audit export answered ${auditAnswer.status}`);
    const audit = auditExportSchema.safeParse(await auditAnswer.json());
    check(
      audit.success,
      `the audit export does not match its schema: ${audit.success ? '' : audit.error.issues[0]?.message}`,
    );
    check(
      audit.data.commitment === created.commitment && audit.data.records.length === version,
      'the audit export does not carry the commitment made at creation and every record',
    );
    const verdict = verifyAudit(audit.data);
    check(
      verdict.failures.length === 0,
      `the audit export of the running game fails verification: ${verdict.failures.map((f) => f.message).join('; ')}`,
    );
    const unknown = await get(new URL('games/AAAAAAAAAAAAAAAAAAAAAA/history', historyBase), timeoutMs);
    check(unknown.status === 404, `the history of a game that does not exist answered ${unknown.status}, not 404`);
    pass(`history and audit over HTTP: ${version} entries, the chain verifies so far, an unknown game is 404`);
    return { gameId, version, seatsThatMoved: [...moved].sort(), steps };
  } finally {
    await Promise.all(sockets.map((s) => s.close()));
  }
}

/**
 * A legal command for the seat to act, from the templates its update carries: the first of a
 * kind that the seats who need not act do not have (in Manila, not mortgaging), so the game moves on.
 */
function chooseCommand(update: UpdateFrame, all: UpdateFrame[]): { type: string } {
  const legal: readonly LegalTemplate[] = update.legalCommands;
  check(
    legal.length > 0,
    `seat ${update.viewer ?? 'none'} must act at version ${update.version} but has no legal command`,
  );
  const anyTime = new Set(
    all
      .filter((u) => typeof u.viewer !== 'number' || !update.toAct.includes(u.viewer))
      .flatMap((u) => u.legalCommands.map((c) => c.type)),
  );
  const main = legal.filter((t) => !anyTime.has(t.type));
  const pool = main.length > 0 ? main : legal;
  check(countLegal(pool) > 0, 'the legal command templates stand for no command');
  return nthLegal(pool, 0);
}

async function get(url: URL, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (err) {
    throw new SmokeFailure(`GET ${url.href} failed: ${(err as Error).message}`);
  }
}

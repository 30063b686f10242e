import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The figures of the deployment that set its cost, read from the source that sets them, so
 * the report follows when someone changes them: the Lambda memory size (CDK construct), the
 * client's keep-alive pace and how long a hidden tab keeps its socket (web client,
 * keepalive-policy.ts), and whether a `ping` route answers without a Lambda (CDK stack).
 */
export interface Deployment {
  lambdaMemoryMb: number;
  /** A visible tab on a live game pings after this much silence. */
  livePingEveryMs: number;
  /** Any other open socket pings after this much silence. */
  idlePingEveryMs: number;
  /** A game is live this long after its latest move (and while the seat is to act, its player at the page). */
  liveAfterMoveMs: number;
  /** The player counts as at the page this long after an input, or after the page was loaded or shown. */
  presentAfterInputMs: number;
  /** A player coming back probes the link at once unless a frame came within this. */
  probeUnlessHeardWithinMs: number;
  /** How long a hidden tab keeps its socket before it closes it (and catches up when shown). */
  hiddenGraceMs: number;
  /** False once the stack gives `ping` its own route (a mock integration answers it). */
  pingInvokesLambda: boolean;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const source = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const HANDLER_FUNCTION = 'infra/constructs/handler-function.ts';
const POLICY = 'web/src/net/keepalive-policy.ts';
const STACK = 'infra/stacks/tradewinds-stack.ts';

/** A numeric literal or a product of them (`4 * 60_000`), the only forms these constants take. */
function product(expr: string, where: string): number {
  const factors = expr.split('*').map((f) => f.trim().replace(/_/g, ''));
  if (!factors.every((f) => /^\d+(\.\d+)?$/.test(f))) throw new Error(`${where}: cannot read '${expr}' as a number`);
  return factors.reduce((a, f) => a * Number(f), 1);
}

function find(path: string, pattern: RegExp, what: string): string {
  const m = source(path).match(pattern);
  if (!m)
    throw new Error(`${path} no longer sets ${what} where scripts/cost/deployment.ts looks for it; update the pattern`);
  return m[1];
}

/** One of the keep-alive policy's exported figures. */
const figure = (name: string) =>
  product(find(POLICY, new RegExp(`export const ${name}\\s*=\\s*([\\d_*\\s.]+);`), name), POLICY);

export function readDeployment(): Deployment {
  const stack = source(STACK);
  return {
    lambdaMemoryMb: product(find(HANDLER_FUNCTION, /MEMORY_MB\s*=\s*([\d_*\s]+);/, 'MEMORY_MB'), HANDLER_FUNCTION),
    livePingEveryMs: figure('LIVE_PING_EVERY_MS'),
    idlePingEveryMs: figure('IDLE_PING_EVERY_MS'),
    liveAfterMoveMs: figure('LIVE_AFTER_MOVE_MS'),
    presentAfterInputMs: figure('PRESENT_AFTER_INPUT_MS'),
    probeUnlessHeardWithinMs: figure('PROBE_UNLESS_HEARD_WITHIN_MS'),
    hiddenGraceMs: figure('HIDDEN_GRACE_MS'),
    pingInvokesLambda: !/(addRoute\(\s*|routeKey:\s*|route(Key)?\s*=\s*)['"]ping['"]/.test(stack),
  };
}

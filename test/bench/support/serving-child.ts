import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A bench script run again as a child with `--serve <dataDir>` (or another flag): it serves and answers one JSON line per request line. */
export interface ServingChild {
  wsUrl: string;
  pid: number;
  /** Writes `request` on the child's stdin and resolves with the next JSON line it prints. */
  ask(request: string): Promise<Record<string, unknown>>;
  /** Closes the child's stdin (its signal to close the stack and exit) and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Starts `script serveFlag dataDir` in its own process, so that its CPU and memory are measured
 * apart from the bench's clients; resolves once it prints its first JSON line, `{ wsUrl }`.
 * Lines that are not JSON objects (the stack's own messages) are skipped.
 */
export async function startServingChild(
  script: string,
  dataDir: string,
  nodeFlags: string[] = [],
  serveFlag = '--serve',
): Promise<ServingChild> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, serveFlag, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  const pid = child.pid;
  const lines = createInterface({ input: child.stdout });
  const nextLine = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onLine = (l: string) => {
        if (!l.startsWith('{')) return;
        lines.off('line', onLine);
        child.off('exit', onExit);
        resolve(JSON.parse(l) as Record<string, unknown>);
      };
      const onExit = (code: number | null) => {
        lines.off('line', onLine);
        reject(new Error(`stack exited with ${code}`));
      };
      lines.on('line', onLine);
      child.once('exit', onExit);
    });
  const { wsUrl } = (await nextLine()) as { wsUrl: string };
  return {
    wsUrl,
    pid,
    ask(request) {
      const answer = nextLine();
      child.stdin.write(`${request}\n`);
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const START = fileURLToPath(new URL('../../../infra/local/start.ts', import.meta.url));
const PROJECT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface StackProcess {
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the web and store addresses once the process says it is running (rejects if it exits first). */
  running: Promise<{ url: string; storeEndpoint: string }>;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Ends the process group, if anything of it is left. */
  kill(): void;
}

/**
 * `npm start` as an operator runs it, on `dataDir`, in a process group of its own. It runs in
 * an empty folder, so it serves no web client and does not build one, unless `inProject`;
 * PORT=0 picks a free port.
 */
export function startStackProcess(dataDir: string, { inProject = false }: { inProject?: boolean } = {}): StackProcess {
  // In the project's own folder it builds and serves the web client, as `npm start` does.
  const cwd = inProject ? PROJECT : mkdtempSync(join(tmpdir(), 'tradewinds-cwd-'));
  const child = spawn(process.execPath, ['--import', TSX, START], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      TRADEWINDS_DATA: dataDir,
      TRADEWINDS_LOGS: 'off',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (!inProject) rmSync(cwd, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const running = new Promise<{ url: string; storeEndpoint: string }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (\S+) .*DynamoDB API on (\S+),/.exec(output);
      if (m) resolve({ url: m[1], storeEndpoint: m[2] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`the stack exited with ${code} before it ran:\n${output}`)));
  });
  running.catch(() => {});
  return {
    output: () => output,
    running,
    exited,
    kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

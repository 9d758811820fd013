import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Processes a test file starts (servers, redis-server), recorded the moment each is spawned, so that a start
 * that fails or times out still leaves nothing behind: call `endChildren()` in `afterAll`, which runs even when
 * `beforeAll` failed. A start waits for the process to say it is ready, however long a loaded machine takes,
 * up to `readyWithinMs`; the hook that starts it needs a timeout above that.
 */

const started = new Set<ChildProcess>();
// The last resort, should the worker itself be ended: no child outlives it.
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/** How long a start may take before it fails: generous, since eight people's work may share two cores. */
export const readyWithinMs = Number(process.env.TEST_CHILD_READY_MS ?? 90_000);

/** A hook timeout that covers a start (or two in parallel) and some work besides. */
export const startHookTimeoutMs = readyWithinMs + 30_000;

export interface StartedChild {
  child: ChildProcess;
  /** The first match of the ready pattern in the child's output. */
  ready: RegExpMatchArray;
  /** Everything the child has written so far, for a failure message. */
  output: () => string;
}

/**
 * Spawns `command`, records it, and resolves once its output (stdout or stderr) matches `readyPattern`;
 * rejects (and kills it) if it exits first or takes longer than `readyWithinMs`.
 */
export function startChild(
  command: string,
  args: string[],
  readyPattern: RegExp,
  options: SpawnOptions = {},
): Promise<StartedChild> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')}: ${reason}\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`not ready (${readyPattern}) within ${readyWithinMs} ms`),
      readyWithinMs,
    );
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = output.match(readyPattern);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      // Keep reading, so that a chatty child never blocks on a full pipe.
      child.stdout?.on('data', (more: Buffer) => (output += String(more)));
      child.stderr?.on('data', (more: Buffer) => (output += String(more)));
      resolve({ child, ready: match, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before it was ready`));
  });
}

/** What the server prints once it listens: `Open http://localhost:PORT/categories`. */
export const serverReady = /Open http:\/\/localhost:(\d+)\/categories/;

/**
 * The server from its source (`server/main.ts` through tsx) on a port the system picks, ready to answer.
 * `env` adds to the test's own environment.
 */
export async function startServerFromSource(env: Record<string, string>) {
  const { child, ready } = await startChild(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    serverReady,
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    },
  );
  return { child, port: Number(ready[1]) };
}

/** Signals the child and resolves once it has exited (at once if it already has). */
export function endChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Ends every child this file started that is still running: SIGTERM, then SIGKILL after `graceMs`. */
export async function endChildren(graceMs = 10_000): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await endChild(child);
      clearTimeout(killer);
    }),
  );
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

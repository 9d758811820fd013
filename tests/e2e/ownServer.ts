import { test } from './fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../helpers/childProcesses';

/** What the server prints once it is warm (server/main.ts). */
export const serverWarm = /Kipimo is serving \d+ tests/;

/**
 * A server process of a test's own, on a free port, that the test can stop, start, freeze and thaw for real
 * (to show the app's error and waiting states when the server goes away or stalls, and its recovery when it
 * comes back).
 */
export class OwnServer {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnServer> {
    const server = new OwnServer(await freePort());
    await server.start();
    return server;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Starts the built server on this port and waits until it is warm (it says so once the assistant and the
   * renderer are built) and /healthz answers. It listens before it is warm, and on a busy machine the warming
   * held a page request past the server's 10 s for its headers: the browser got an empty response.
   */
  async start(): Promise<void> {
    const child = spawn('node', [process.env.E2E_SERVER ?? 'dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    this.process = child;
    let warm = false;
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      output = (output + text).slice(-1_000);
      if (serverWarm.test(output)) warm = true;
    });
    // Waits on state, not on a time: generous, since a shared machine can take many seconds to start it.
    const deadline = Date.now() + Number(process.env.E2E_SERVER_START_MS ?? 60_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server stopped at start (exit ${child.exitCode}).`);
      if (warm && (await this.answers())) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    throw new Error('The server was not warm in time (E2E_SERVER_START_MS, 60 s by default).');
  }

  /** Kills the process (frozen or not) and waits until it has gone. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** The process stops running but keeps its connections: requests wait, as on a stalled server. */
  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }

  /** Whether /healthz answers at all. */
  answers(): Promise<boolean> {
    return fetch(`${this.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  }
}

/**
 * Playwright's test with an `ownServer` fixture: started before the test, killed after it (also when the test
 * fails). The start has a time limit of its own, so a slow start does not eat the test's.
 */
export const ownServerTest = test.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // Playwright reads a fixture's dependencies from the destructured first argument; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await OwnServer.start();
      await use(server);
      await server.stop();
    },
    { timeout: 90_000 },
  ],
});

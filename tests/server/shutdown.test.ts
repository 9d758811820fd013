import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endChildren, startHookTimeoutMs, startServerFromSource } from '../helpers/childProcesses';
import { makeSiteDir } from '../helpers/site';

afterAll(() => endChildren());

const body = JSON.stringify({ conversationHistory: '', userInput: 'x' }).padEnd(400, ' ');

/** Resolves once a new connection to the port is refused; false if it is still taken after `withinMs`. */
async function refusesConnections(port: number, withinMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.on('error', () => resolve(true));
      late.on('connect', () => {
        late.destroy();
        resolve(false);
      });
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A connection to the port with a request in flight on it: headers and half the body sent. */
async function requestInFlight(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    `POST /api/interpret/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-test-code: MH-001\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.slice(0, 200));
  let response = '';
  socket.on('data', (chunk) => (response += String(chunk)));
  return { socket, response: () => response };
}

/**
 * The real server entry point in its own process, two requests to it in flight (one for each test below: a
 * start from source is the slow part, so both tests share one), then SIGTERM. Resolves once the server no
 * longer takes connections, with the two requests' sockets and the server's exit.
 */
async function sigtermWithRequestsInFlight() {
  const { child, port } = await startServerFromSource({ WEB_ROOT: makeSiteDir() });
  const requests = [await requestInFlight(port), await requestInFlight(port)] as const;
  // Time for the server to read the headers, so that the requests are in flight when the signal comes.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const refused = await refusesConnections(port);
  return { requests, refused, exited };
}

// The tests run in this order: the server exits only once both requests are done, so the exit is asserted by
// the last, once the other's request has been answered.
describe('SIGTERM', () => {
  let run: Awaited<ReturnType<typeof sigtermWithRequestsInFlight>>;
  beforeAll(async () => {
    run = await sigtermWithRequestsInFlight();
  }, startHookTimeoutMs);

  it('answers a further request on a connection busy at SIGTERM with 503 and Connection: close (docs/deployment.md)', async () => {
    const { socket, response } = run.requests[1];
    expect(run.refused).toBe(true);
    // The rest of the request in flight, and a second one on the same connection behind it.
    socket.write(`${body.slice(200)}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
    await once(socket, 'end');
    expect(response()).toMatch(/^HTTP\/1\.1 400/);
    expect(response()).toMatch(/HTTP\/1\.1 503[^]*connection: close/i);
  });

  it('stops taking connections, finishes the request in flight, and exits 0', async () => {
    const { socket, response } = run.requests[0];
    expect(run.refused).toBe(true);
    socket.write(body.slice(200));
    await once(socket, 'end');
    expect(response()).toMatch(/^HTTP\/1\.1 400/);
    expect(response()).toContain('invalid_body');
    const [code] = await run.exited;
    expect(code).toBe(0);
  });
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeSiteDir } from '../helpers/site';

/** Starts the real server entry point in its own process and resolves with its port. */
async function startProcess(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_ROOT: makeSiteDir(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  for (let attempt = 0; attempt < 600 && !output.includes('Open http'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes('Open http')) throw new Error(`server did not start: ${output}`);
  return child;
}

describe('SIGTERM', () => {
  it('stops taking connections, finishes the request in flight, and exits 0', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = await startProcess(port);
    const body = JSON.stringify({ conversationHistory: '', userInput: 'x' }).padEnd(400, ' ');
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // Headers and half the body: the request is in flight when the signal comes.
    socket.write(
      `POST /api/interpret/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-test-code: MH-001\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 200));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const refused = await new Promise<boolean>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.on('error', () => resolve(true));
      late.on('connect', () => {
        late.destroy();
        resolve(false);
      });
    });
    expect(refused).toBe(true);

    let response = '';
    socket.on('data', (chunk) => (response += String(chunk)));
    socket.write(body.slice(200));
    await once(socket, 'end');
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).toContain('invalid_body');
    const [code] = await exited;
    expect(code).toBe(0);
  }, 90_000);

  it('answers a further request on a connection busy at SIGTERM with 503 and Connection: close (docs/deployment.md)', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = await startProcess(port);
    const body = JSON.stringify({ conversationHistory: '', userInput: 'x' }).padEnd(400, ' ');
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /api/interpret/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-test-code: MH-001\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 200));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    let response = '';
    socket.on('data', (chunk) => (response += String(chunk)));
    // The rest of the request in flight, and a second one on the same connection behind it.
    socket.write(`${body.slice(200)}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
    await once(socket, 'end');
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).toMatch(/HTTP\/1\.1 503[^]*connection: close/i);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 90_000);
});

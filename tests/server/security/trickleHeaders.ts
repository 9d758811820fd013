import { once } from 'node:events';
import net from 'node:net';

/**
 * Opens a connection to `url`'s server and sends a request's headers one line every 2 s, never ending them,
 * until the server closes the connection: what the server answered, and how many seconds after the connection
 * it closed it.
 */
export async function trickleHeaders(url: string): Promise<{ text: string; seconds: number }> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk) => (text += String(chunk)));
  const ended = new Promise<number>((resolve) => socket.on('end', () => resolve(Date.now())));
  socket.write('GET /categories HTTP/1.1\r\nHost: x\r\n');
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write('x-slow: 1\r\n');
  }, 2000);
  try {
    const seconds = ((await ended) - started) / 1000;
    return { text, seconds };
  } finally {
    clearInterval(timer);
    socket.destroy();
  }
}

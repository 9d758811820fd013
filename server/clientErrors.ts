import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '../schemas';

/**
 * The answers Node's HTTP parser gives before Fastify sees a request (a request line or headers it cannot
 * read, headers over 16 KB, a request too slow to arrive): in the contract's error shape, with the security
 * headers, like every other answer (issue 30, M1 and M9 of the security review). Nothing is logged: these are
 * a client's mistakes, and a flood of them must not flood the log.
 */
const answers: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers (or its address) are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
};
const otherwise = { status: 400, code: 'bad_request', message: 'The request could not be read.' };

/** Fastify's clientErrorHandler: writes the answer straight to the socket and closes it. */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  const fixed = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, message } = answers[error.code ?? ''] ?? otherwise;
    const body = JSON.stringify({ error: { code, message } } satisfies ApiError);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `cache-control: no-store\r\nconnection: close\r\n${fixed}\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

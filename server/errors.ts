import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../schemas';

/** Sends the contract's error body: a snake_case code and a message a person can read. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: ApiError = { error: { code, message } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors (body parsing, limits) in the contract's shape; anything unexpected is a plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendError(reply, 413, 'body_too_large', 'The request body is too large.');
    }
    if (status === 415) {
      return sendError(
        reply,
        415,
        'unsupported_media_type',
        'Send the request body as JSON (content-type: application/json).',
      );
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty; send JSON.'
          : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'The request body is not valid JSON.'
            : 'The request could not be understood.';
      return sendError(reply, status, 'bad_request', message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
}

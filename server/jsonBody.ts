import { errorCodes, type FastifyInstance } from 'fastify';
import secureJsonParse from 'secure-json-parse';
import { sendError } from './errors';

const poisoningChecks = { protoAction: 'error', constructorAction: 'error' } as const;

/**
 * Whether a JSON text could hold a `__proto__` or `constructor` key. secure-json-parse looks for them with two
 * regular expressions over the whole text, spelt plainly or with \u escapes; a text with neither name and no
 * \u escape at all cannot match either, and three substring searches say so in a fraction of the time.
 */
export function mayHoldPoisonedKey(text: string): boolean {
  return text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');
}

/** JSON.parse that refuses `__proto__` and `constructor.prototype` keys, as secure-json-parse does. */
export function parseJsonText(text: string): unknown {
  return mayHoldPoisonedKey(text)
    ? secureJsonParse.parse(text, undefined, poisoningChecks)
    : JSON.parse(text);
}

/**
 * Fastify's own JSON body parser, with the same answers (an empty body, invalid JSON, a `__proto__` or
 * `constructor` key: each a 400 through the error handler), that runs secure-json-parse's key check only on a
 * text that could fail it. Every POST body passes through here, so the check's cost counts on every request.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, parseJsonText(text));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}

/**
 * A body in a content coding (gzip, br, deflate, anything but identity) is refused with 415 before it is read
 * (RFC 9110 15.5.16, with Accept-Encoding saying what is taken): the server decompresses nothing, and a
 * compressed body must not be read as if it were plain JSON. So is a body declared in a charset other than
 * UTF-8 (utf-16 and latin1 were read as UTF-8).
 */
export function registerContentEncodingCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read wrongly.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      return void sendError(reply, 415, 'unsupported_charset', 'Send the request body as JSON in UTF-8.');
    }
    const coding = request.headers['content-encoding']?.trim().toLowerCase();
    if (coding === undefined || coding === '' || coding === 'identity') return done();
    reply.header('accept-encoding', 'identity');
    void sendError(
      reply,
      415,
      'unsupported_encoding',
      'The request body is compressed or encoded; send it as plain JSON, with no Content-Encoding.',
    );
  });
}

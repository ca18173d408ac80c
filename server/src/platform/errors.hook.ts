import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { type Lang, langOfHeaders, translate } from './i18n/i18n.js';
import type { MessageKey } from './i18n/messages.js';
import { BODY_LIMIT_TEXT } from './limits.js';
import { LogCategory } from './logs/log-writer.js';
import { requestLogRow } from './request-log.hook.js';
import { isUniqueViolation } from './unique-violation.js';
import { fieldErrors } from './validation-messages.js';

interface Failure {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** Maps any thrown value to the envelope: AppError as declared, framework errors by class, the rest as 500. */
export function describeFailure(error: unknown, lang: Lang): Failure {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      msg: translate(error.key, lang, error.params),
      data: error.data,
    };
  }
  const e = error as FastifyError & { validation?: FastifyError['validation'] };
  if (e.validation) {
    const errors = fieldErrors(e.validation, lang);
    return {
      status: 400,
      code: 400,
      msg: errors[0]?.message ?? translate('request.bad', lang),
      data: { errors },
    };
  }
  // The check before a write passed for two requests at once; the unique index stopped the second.
  if (isUniqueViolation(e))
    return { status: 409, code: 409, msg: translate('request.duplicate', lang), data: null };
  if (isBrokenMultipart(e))
    return { status: 400, code: 400, msg: translate('request.badMultipart', lang), data: null };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 500) return { status: 500, code: 500, msg: translate('server.error', lang), data: null };
  const key = frameworkMessage(e, status);
  return { status, code: status, msg: translate(key, lang, { limit: BODY_LIMIT_TEXT }), data: null };
}

/**
 * An upload the multipart parser could not read: no boundary in the Content-Type, or a body that ends
 * before its closing boundary (a dropped connection, a cut-off client). The parser throws plain Errors
 * for these, which would otherwise be taken for a server fault.
 */
function isBrokenMultipart(e: FastifyError): boolean {
  if (e.code === 'FST_MP_PREMATURE_CLOSE') return true;
  return (
    e.statusCode === undefined &&
    (e.message === 'Multipart: Boundary not found' || /unexpected end of multipart data$/i.test(e.message))
  );
}

function frameworkMessage(e: FastifyError, status: number): MessageKey {
  if (e.code === 'FST_ERR_BAD_URL') return 'request.badUrl';
  if (status === 414) return 'request.urlTooLong';
  if (status === 413) return 'request.tooLarge';
  if (status === 415) return 'request.unsupportedMedia';
  if (status === 404) return 'notFound';
  if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'request.emptyJson';
  if (e instanceof SyntaxError || /JSON/i.test(e.code ?? '') || /JSON/.test(e.message))
    return 'request.invalidJson';
  return 'request.bad';
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing, before any hook runs (a path
 * parameter longer than maxParamLength, a malformed percent-escape). Fastify's own answer echoes the
 * URL back outside the envelope; this one is the envelope in the caller's language.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = describeFailure(error, langOfHeaders(request.headers));
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.status(failure.status).send({ code: failure.code, msg: failure.msg, data: failure.data });
}

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser refuses (malformed request line or
 * header, headers over the size limit, a client too slow to send them). Nothing of the request can be
 * trusted, its language included, so the envelope is in the default language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request.timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'request.headersTooLarge']
        : [400, 'request.bad'];
  const body = JSON.stringify({ code: status, msg: translate(key, 'zh'), data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  // While the server closes, a request arriving on a kept-alive connection is refused in the envelope
  // (Fastify's own return503OnClosing answers outside it); requests already running finish.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply
      .header('connection', 'close')
      .status(503)
      .send({ code: 503, msg: translate('server.unavailable', request.lang), data: null });
  });
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const failure = describeFailure(error, request.lang);
    if (failure.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const e = error as Error;
      app.services.logs.write({
        ...requestLogRow(app, request),
        category: LogCategory.exception,
        requestStatus: 500,
        abstracts: String(e?.message ?? error).slice(0, 500),
        json: String(e?.stack ?? error).slice(0, 8000),
      });
    }
    return reply.status(failure.status).send({ code: failure.code, msg: failure.msg, data: failure.data });
  });
}

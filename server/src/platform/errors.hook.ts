import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { type Lang, translate } from './i18n/i18n.js';
import type { MessageKey } from './i18n/messages.js';
import { BODY_LIMIT_TEXT } from './limits.js';
import { LogCategory } from './logs/log-writer.js';
import { requestLogRow } from './request-log.hook.js';
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
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 500) return { status: 500, code: 500, msg: translate('server.error', lang), data: null };
  const key = frameworkMessage(e, status);
  return { status, code: status, msg: translate(key, lang, { limit: BODY_LIMIT_TEXT }), data: null };
}

function frameworkMessage(e: FastifyError, status: number): MessageKey {
  if (status === 413) return 'request.tooLarge';
  if (status === 415) return 'request.unsupportedMedia';
  if (status === 404) return 'notFound';
  if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'request.emptyJson';
  if (e instanceof SyntaxError || /JSON/i.test(e.code ?? '') || /JSON/.test(e.message))
    return 'request.invalidJson';
  return 'request.bad';
}

export function registerErrorHandling(app: FastifyInstance): void {
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

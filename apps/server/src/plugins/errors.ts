import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpStatusFor, INPUT_RULE_MESSAGES, resolveLocale, ResponseCode, type ApiMessageKey, type Locale } from '@halyard/shared';
import { AppError } from '../lib/app-error.js';
import { translate, translateField } from '../lib/translate.js';

/** A route's own words for a field's failures, e.g. "Enter the deposit amount" (spec §5). */
export type FieldMessages = Partial<Record<string, { required?: ApiMessageKey; invalid?: ApiMessageKey }>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    fieldMessages?: FieldMessages;
  }
  interface FastifyRequest {
    /** The caller's language, from Accept-Language: every `msg` is written in it. */
    locale: Locale;
  }
}

const validationSources = {
  body: (request: FastifyRequest) => request.body,
  querystring: (request: FastifyRequest) => request.query,
  params: (request: FastifyRequest) => request.params,
  headers: (request: FastifyRequest) => request.headers,
} as const;

function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What fastify-type-provider-zod keeps of a zod issue: its code, its message and the rest of it. */
interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const ruleMessages: readonly string[] = Object.values(INPUT_RULE_MESSAGES);
const isRuleMessage = (message: string | undefined): message is (typeof INPUT_RULE_MESSAGES)[keyof typeof INPUT_RULE_MESSAGES] => message !== undefined && ruleMessages.includes(message);

/** "Amount cannot be empty", "Amount is invalid", "Link must be a path ...", for the first field that failed. */
function describeValidation(request: FastifyRequest, issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const field = translateField(request.locale, path.join('.') || 'body');
  // Our input rules (control characters, unsafe links) say exactly what is wrong, even with a route's own words.
  if (isRuleMessage(issue?.message)) return translate(request.locale, issue.message, { field });
  const readSource = validationSources[context as keyof typeof validationSources] ?? validationSources.body;
  const value = valueAt(readSource(request), path);
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const own = request.routeOptions.config.fieldMessages?.[path.join('.')];
  const ownKey = missing ? own?.required : own?.invalid;
  if (ownKey) return translate(request.locale, ownKey, { field });
  const max = issue?.keyword === 'too_big' && issue.params?.origin === 'string' ? issue.params.maximum : undefined;
  if (!missing && typeof max === 'number') return translate(request.locale, 'textTooLong', { field, max });
  return translate(request.locale, missing ? 'fieldRequired' : 'fieldInvalid', { field });
}

/**
 * What the database refused because of what a client sent (SQLSTATE): the request's fault, a
 * translated 4xx, never a 500. A service that expects one (a unique hash) maps it itself first.
 */
const databaseRefusals: Record<string, { code: ResponseCode; key: ApiMessageKey }> = {
  '23505': { code: ResponseCode.businessRule, key: 'recordConflict' },
  '23514': { code: ResponseCode.businessRule, key: 'recordConflict' },
  '22003': { code: ResponseCode.invalidInput, key: 'valueOutOfRange' },
  '22P02': { code: ResponseCode.invalidInput, key: 'valueOutOfRange' },
  // A NUL byte or a character the database's encoding cannot hold.
  '22021': { code: ResponseCode.invalidInput, key: 'textUnstorable' },
  '22P05': { code: ResponseCode.invalidInput, key: 'textUnstorable' },
};

function databaseRefusalOf(error: unknown) {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? databaseRefusals[code] : undefined;
}

/** Socket errors Node reports when a backing service's connection breaks or cannot be made. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** pg's and pg-pool's own words for a connection that ended, broke or could not be had in time. */
const LOST_CONNECTION_MESSAGE = /^Connection terminated|is not queryable|^timeout exceeded when trying to connect|^timeout expired/;

/**
 * The database could not finish the request this time: the connection was lost or could not be had
 * (PostgreSQL ended it: SQLSTATE class 08 or 57P; refused a new one for want of resources: class
 * 53; the socket broke: ECONNRESET, EPIPE, ...; pg found it closed), or PostgreSQL rolled the
 * transaction back to break a deadlock or a serialization conflict (40P01, 40001); also when any of
 * these is the error's `cause`. The whole transaction rolled back, so nothing happened; not a fault
 * of the request and not final: it may be sent again (a money request with its Idempotency-Key,
 * safely), so it is a 503 with Retry-After, not a 500.
 */
export function isTransientDatabaseFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (/^(08|57P|53|40001|40P01)/.test(code) || LOST_SOCKET_CODES.has(code))) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (LOST_CONNECTION_MESSAGE.test(message)) return true;
  return 'cause' in error && isTransientDatabaseFailure(error.cause, depth + 1);
}

/** One map from every error to the envelope; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Read from Accept-Language only when a message is written: most answers carry none.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return resolveLocale(this.headers['accept-language']);
    },
  });

  // Node reads a socket's peer address lazily: read it while the socket is open, so rate limits
  // and logs still have it when a client leaves (or garbles its stream) before the answer.
  app.addHook('onRequest', (request, _reply, done) => {
    void request.socket.remoteAddress;
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    // The socket, not the request stream: a request whose body was read is a destroyed stream.
    if (request.socket.destroyed) {
      request.log.info({ reason: error.message }, 'the client left before the answer');
      return reply.status(400).send();
    }
    if (error instanceof AppError) {
      // 100000032 travels as HTTP 200: its envelope must not be checked against the route's success schema.
      return reply.status(httpStatusFor(error.code)).serializer(JSON.stringify).send({
        code: error.code,
        // A service names a field by its key ("period"); the member reads its label in their language.
        msg: translate(locale, error.messageKey, typeof error.params?.field === 'string' ? { ...error.params, field: translateField(locale, error.params.field) } : error.params),
        data: error.data,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({
        code: ResponseCode.invalidInput,
        msg: describeValidation(request, first, error.validationContext),
        data: null,
      });
    }
    const refusal = databaseRefusalOf(error);
    if (refusal) {
      request.log.warn({ sqlState: (error as { code?: string }).code, message: error.message }, 'the database refused a request');
      return reply
        .status(httpStatusFor(refusal.code))
        .send({ code: refusal.code, msg: translate(locale, refusal.key), data: null });
    }
    if (isTransientDatabaseFailure(error)) {
      request.log.warn({ reason: error.message, code: (error as { code?: unknown }).code }, 'the database could not finish a request: answered 503');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: ResponseCode.notReady, msg: translate(locale, 'notReady'), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: ResponseCode.tooManyRequests, msg: translate(locale, 'tooManyRequests'), data: null });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an oversized body: the request, not the server.
      request.log.info({ err: error }, 'rejected request');
      return reply
        .status(400)
        .send({ code: ResponseCode.invalidInput, msg: translate(locale, 'invalidBody'), data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: ResponseCode.systemError, msg: translate(locale, 'systemError'), data: null });
  });
});

import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpStatusFor, resolveLocale, ResponseCode, type ApiMessageKey, type Locale } from '@halyard/shared';
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

/** "Amount cannot be empty" or "Amount is invalid", for the first field that failed. */
function describeValidation(request: FastifyRequest, instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean);
  const field = translateField(request.locale, path.join('.') || 'body');
  const readSource = validationSources[context as keyof typeof validationSources] ?? validationSources.body;
  const value = valueAt(readSource(request), path);
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const own = request.routeOptions.config.fieldMessages?.[path.join('.')];
  const ownKey = missing ? own?.required : own?.invalid;
  if (ownKey) return translate(request.locale, ownKey, { field });
  return translate(request.locale, missing ? 'fieldRequired' : 'fieldInvalid', { field });
}

/** One map from every error to the envelope; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Read from Accept-Language only when a message is written: most answers carry none.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return resolveLocale(this.headers['accept-language']);
    },
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      // 100000032 travels as HTTP 200: its envelope must not be checked against the route's success schema.
      return reply.status(httpStatusFor(error.code)).serializer(JSON.stringify).send({
        code: error.code,
        msg: translate(locale, error.messageKey, error.params),
        data: error.data,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({
        code: ResponseCode.invalidInput,
        msg: describeValidation(request, first?.instancePath ?? '', error.validationContext),
        data: null,
      });
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

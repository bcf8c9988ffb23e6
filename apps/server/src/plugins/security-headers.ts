import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for these options, worked out once: its middleware only calls setHeader and
 * removeHeader, so a recording response captures them.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST guidance): no sniffing, not readable cross-origin, and a
 * policy that loads nothing and may not be framed. HSTS and the referrer policy stay with the
 * documents: a browser keeps HSTS for the origin from the page it loaded first (every call comes
 * from that page), and an answer that loads nothing sends no referrer. Each header is work on both
 * ends of every call: the public market reads are answered by the thousand.
 */
const JSON_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * What a file of the built web app needs (a script, a stylesheet, an image, a font): it is never
 * a document, so a policy or framing rule on it governs nothing; it must only never be sniffed.
 */
const FILE_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/** Answers that are files of the built web app (see fileAnswer). */
const fileAnswers = new WeakSet<FastifyReply>();

/**
 * Marks this answer as a file of the built web app that is never a document (web-app.ts decides
 * which): it gets FILE_HEADERS instead of a document's. A JSON answer (an error) stays JSON.
 */
export function fileAnswer(reply: FastifyReply): void {
  fileAnswers.add(reply);
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * Security headers on every response, computed once at start (@fastify/helmet rebuilt helmet's
 * middleware on each request, a fifth of a market read's cost). Documents get helmet's full set
 * with the app's CSP; JSON answers get the short set above, since the browser never renders them;
 * the web app's files get nosniff alone. A route that sets its own CSP (Swagger UI) keeps it.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { helmet: HelmetOptions }) => {
  const documentHeaders = helmetHeaders(options.helmet);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const own = reply.getHeader('content-security-policy');
    reply.headers(isJson(reply.getHeader('content-type')) ? JSON_HEADERS : fileAnswers.has(reply) ? FILE_HEADERS : documentHeaders);
    if (own !== undefined) reply.header('content-security-policy', own);
    done(null, payload);
  });
});

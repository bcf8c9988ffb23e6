import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The text of each answer object already serialized: an object answered many times is stringified once. */
const serializedAnswers = new WeakMap<object, string>();

/**
 * A route-level serializer that skips the zod type provider's response validation. For hot
 * public reads whose data our own typed code builds (market quotes), validating every answer
 * again costs throughput and catches nothing; the schema still documents the route in OpenAPI.
 * The same answer object (see per-second-cache.ts) is turned into text only once.
 */
export const plainJsonSerializer = () => (data: unknown) => {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = serializedAnswers.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    serializedAnswers.set(data, text);
  }
  return text;
};

/** Answers from this size up are compressed, as @fastify/compress does for the rest (app.ts). */
export const COMPRESS_THRESHOLD = 1024;
/** Texts whose bytes are kept: a second's shared answers (a few per pair); all dropped when full. */
const TEXTS_KEPT = 256;
/** Each large shared text as bytes: as it is (UTF-8) and gzipped, each made on first need. */
const textBytes = new Map<string, { plain?: Buffer; gzip?: Buffer }>();

/**
 * Sends a large shared answer as bytes made once: plainJsonSerializer hands out the same text for
 * the same answer object, so the second and later requests find its bytes here. For a client that
 * takes gzip, its gzip (@fastify/compress gzipped home's overview, 5 KB, again for every browser's
 * request, which tripled its cost); for the others, its UTF-8 (Node encoded the text again for
 * each answer). A small answer goes as it is, written with the headers in one piece.
 */
function bytesOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD) {
    done(null, payload);
    return;
  }
  let bytes = textBytes.get(payload);
  if (bytes === undefined) {
    if (textBytes.size >= TEXTS_KEPT) textBytes.clear();
    bytes = {};
    textBytes.set(payload, bytes);
  }
  if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
    bytes.gzip ??= gzipSync(payload);
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    done(null, bytes.gzip);
    return;
  }
  bytes.plain ??= Buffer.from(payload);
  done(null, bytes.plain);
}

/**
 * Route options for an answer many requests share (per-second-cache.ts): serialized once, its
 * bytes (and gzip) made once, never compressed again by @fastify/compress, and outside the API's
 * rate limit: a refusal (the limit's bookkeeping, a translated 429) costs the server more than
 * this answer does, so the limit would protect nothing, and it was a tenth of each answer's cost.
 */
export const sharedAnswerOptions = { serializerCompiler: plainJsonSerializer, compress: false, onSend: bytesOnce, config: { rateLimit: false } } as const;

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
/** Gzipped texts kept: a second's shared answers (a few per pair); all dropped when full. */
const GZIPPED_KEPT = 256;
const gzippedTexts = new Map<string, Buffer>();

/**
 * Gzips an answer's text once for every client that takes gzip: plainJsonSerializer hands out
 * the same text for the same answer object, so the second and later requests find its gzip here.
 * @fastify/compress gzipped home's overview (5 KB) again for every browser's request.
 */
function gzipOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD || negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) !== 'gzip') {
    done(null, payload);
    return;
  }
  let gzipped = gzippedTexts.get(payload);
  if (gzipped === undefined) {
    if (gzippedTexts.size >= GZIPPED_KEPT) gzippedTexts.clear();
    gzipped = gzipSync(payload);
    gzippedTexts.set(payload, gzipped);
  }
  reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
  done(null, gzipped);
}

/**
 * Route options for an answer many requests share (per-second-cache.ts): serialized once,
 * gzipped once, and never compressed again by @fastify/compress.
 */
export const sharedAnswerOptions = { serializerCompiler: plainJsonSerializer, compress: false, onSend: gzipOnce } as const;

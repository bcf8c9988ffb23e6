import { gzipSync } from 'node:zlib';
import { clientFrameSchema, SocketErrorCode, type ClientFrame, type ErrorFrame, type ServerFrame } from '@halyard/shared';

/** Server frames are gzip-compressed JSON, sent as binary (ARCHITECTURE §6). */
export function encodeFrame(frame: ServerFrame): Buffer {
  return gzipSync(JSON.stringify(frame));
}

export function errorFrame(code: SocketErrorCode, message: string, ts: number, id?: string): ErrorFrame {
  return { ...(id === undefined ? {} : { id }), status: 'error', 'err-code': code, 'err-msg': message, ts };
}

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; error: ErrorFrame };

/** Reads one client frame; anything unreadable becomes an error frame, never an exception. */
export function parseClientFrame(raw: Buffer | string, ts: number): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return { ok: false, error: errorFrame(SocketErrorCode.badRequest, 'frame is not JSON', ts) };
  }
  const result = clientFrameSchema.safeParse(value);
  if (!result.success) {
    const id = typeof value === 'object' && value !== null && 'id' in value ? String(value.id).slice(0, 100) : undefined;
    return { ok: false, error: errorFrame(SocketErrorCode.badRequest, 'unknown frame', ts, id) };
  }
  return { ok: true, frame: result.data };
}

/** The `id` of a frame the server will not handle (e.g. over the rate limit), so a waiting client hears back. */
export function frameIdOf(raw: Buffer | string): string | undefined {
  try {
    const value: unknown = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
    if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
    return typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id).slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}

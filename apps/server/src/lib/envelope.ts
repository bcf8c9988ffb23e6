import { ResponseCode, type Envelope } from '@halyard/shared';

export function ok<T>(data: T): Envelope<T> {
  return { code: ResponseCode.ok, msg: 'ok', data };
}

import { ResponseCode, type ApiMessageKey } from '@halyard/shared';
import type { MessageParams } from './translate.js';

/**
 * A refusal the caller should see: an envelope code, a message key translated per request,
 * and optional `data` (e.g. which agreement version 100000032 asks for).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ResponseCode,
    readonly messageKey: ApiMessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }

  static unauthorized(): AppError {
    return new AppError(ResponseCode.unauthorized, 'pleaseLogIn');
  }

  static forbidden(key: ApiMessageKey = 'forbidden'): AppError {
    return new AppError(ResponseCode.forbidden, key);
  }

  static notFound(key: ApiMessageKey = 'notFound'): AppError {
    return new AppError(ResponseCode.notFound, key);
  }

  static invalidInput(key: ApiMessageKey, params: MessageParams = {}): AppError {
    return new AppError(ResponseCode.invalidInput, key, params);
  }

  static businessRule(key: ApiMessageKey, params: MessageParams = {}): AppError {
    return new AppError(ResponseCode.businessRule, key, params);
  }
}

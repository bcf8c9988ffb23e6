export type { ClientFrame } from './realtime-schema.js';

export interface SubscribedFrame {
  id?: string;
  status: 'ok';
  subbed?: string;
  unsubbed?: string;
  authed?: true;
  ts: number;
}
export interface ErrorFrame {
  id?: string;
  status: 'error';
  'err-code': string;
  'err-msg': string;
  ts: number;
}
export interface PushFrame<T = unknown> {
  ch: string;
  ts: number;
  tick?: T;
  data?: T;
}
export interface ReplyFrame<T = unknown> {
  rep: string;
  id?: string;
  status: 'ok';
  data: T;
}
export type ServerFrame = SubscribedFrame | ErrorFrame | PushFrame | ReplyFrame | { ping: number } | { pong: number };

export const SocketErrorCode = {
  badRequest: 'bad-request',
  invalidTopic: 'invalid-topic',
  unauthorized: 'unauthorized',
  tooManyRequests: 'too-many-requests',
} as const;
export type SocketErrorCode = (typeof SocketErrorCode)[keyof typeof SocketErrorCode];

/** Channels of the signed-in user; they need `auth` first. */
export const USER_CHANNELS = ['user.prompts', 'user.orders', 'user.balance'] as const;
export type UserChannel = (typeof USER_CHANNELS)[number];

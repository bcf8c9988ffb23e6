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
  tooManyChannels: 'too-many-channels',
} as const;
export type SocketErrorCode = (typeof SocketErrorCode)[keyof typeof SocketErrorCode];

/** Why the server closed a socket (application close codes, 4000-4999). */
export const SocketCloseCode = {
  /** The client read too slowly: what waited for it passed the server's bound. */
  slowReader: 4008,
  /** Too many sockets from one client address. */
  tooManyConnections: 4029,
} as const;

/** Channels of the signed-in user; they need `auth` first. */
export const USER_CHANNELS = ['user.prompts', 'user.orders', 'user.balance', 'user.messages', 'user.chat', 'user.deposits', 'user.withdrawals'] as const;
export type UserChannel = (typeof USER_CHANNELS)[number];

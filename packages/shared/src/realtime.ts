import { z } from 'zod';

/** Client -> server socket frames (ARCHITECTURE §6, HTX style). */
export const clientFrameSchema = z.union([
  z.object({ sub: z.string().min(1).max(200), id: z.string().max(100).optional() }),
  z.object({ unsub: z.string().min(1).max(200), id: z.string().max(100).optional() }),
  z.object({
    req: z.string().min(1).max(200),
    id: z.string().max(100).optional(),
    from: z.number().int().optional(),
    to: z.number().int().optional(),
  }),
  z.object({ pong: z.number() }),
  z.object({ ping: z.number() }),
  z.object({ auth: z.string().min(1).max(2000), id: z.string().max(100).optional() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

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

import { z } from 'zod';

/**
 * Alerts (issue 33): what reaches a member when something happens to their money. Every alert is a
 * message-center entry (written in the event's own transaction), a toast on any page while the app
 * is open, and a Web Push notification when it is not. A member switches Web Push on or off per
 * alert kind; the message center always records every kind.
 */
export const ALERT_KINDS = ['positionClosed', 'orderFilled', 'optionSettled', 'boxPaid', 'depositCredited', 'withdrawalPaid', 'marginWarning'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * The message kinds each alert kind covers. Message params (all strings, amounts as decimal text):
 * - contractTakeProfit / contractStopLoss / contractLiquidated: pair, side ('buy'|'sell'), size,
 *   price (the close price), pnl (gross), fee, netPnl (pnl - fee - the open fee of the closed part), coin 'USDT'; ref 'contract'.
 * - contractFilled: pair, side, size, price, margin; ref 'contract'. spotFilled: pair, side, amount, price, coin; ref 'spot'.
 * - optionSettled: pair, direction, amount (staked), payout (paid back, 0 when nothing), net (payout - amount - fee), result ('win'|'loss'|'draw'), fee; ref 'option'.
 * - boxPaid: prize (USDT paid: prize + gift), cost (USDT the box cost), net (prize - cost), level, coin 'USDT'; ref 'blindBox' (the opening's id).
 * - depositPassed: as today (amount, coin, credited); withdrawalPaid: as today.
 * - marginWarning: pair, side, markPrice, liquidationPrice, ratio (percent of the way to liquidation, e.g. '80.5'); ref 'contract'.
 */
export const ALERT_MESSAGE_KINDS = {
  positionClosed: ['contractTakeProfit', 'contractStopLoss', 'contractLiquidated'],
  orderFilled: ['contractFilled', 'spotFilled'],
  optionSettled: ['optionSettled'],
  boxPaid: ['boxPaid'],
  depositCredited: ['depositPassed'],
  withdrawalPaid: ['withdrawalPaid'],
  marginWarning: ['marginWarning'],
} as const satisfies Record<AlertKind, readonly string[]>;

export type AlertMessageKind = (typeof ALERT_MESSAGE_KINDS)[AlertKind][number];

/** The alert kind a message kind belongs to, or undefined for a message that is not an alert. */
export function alertKindOf(messageKind: string): AlertKind | undefined {
  return ALERT_KINDS.find((kind) => (ALERT_MESSAGE_KINDS[kind] as readonly string[]).includes(messageKind));
}

/** The share of the way to liquidation at which a position's margin warning goes out (80%). */
export const MARGIN_WARNING_SHARE = '0.8';

/** GET /member/push/key: the server's VAPID public key, base64url (an uncompressed P-256 point). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** POST /member/push/subscribe: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /member/push/unsubscribe: the endpoint to forget (only the member's own). */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(2048) });

/** Answer of subscribe/unsubscribe: how many devices of the member receive pushes now. */
export const pushDevicesSchema = z.object({ devices: z.number().int().nonnegative() });

/** GET/PUT /member/push/kinds: which alert kinds the member wants as Web Push (all on by default). */
export const pushKindsSchema = z.object(Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean()])) as Record<AlertKind, z.ZodBoolean>);
export type PushKinds = z.infer<typeof pushKindsSchema>;
export const pushKindsUpdateSchema = pushKindsSchema.partial();

/** What the service worker receives in a push (JSON): shown as a notification that opens `url`. */
export const pushPayloadSchema = z.object({
  messageId: z.number().int(),
  kind: z.string(),
  alert: z.enum(ALERT_KINDS),
  params: z.record(z.string(), z.string()),
  /** The notification's title and text, worded on the server in the language the device subscribed in. */
  title: z.string(),
  body: z.string(),
  /** The app path of the record it is about, e.g. /contract/order/12 (the web's own route). */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * The app path that shows the record a message is about: a notification and the message center
 * open it. /trade?mode=contract&order= and /trade?mode=spot&order= open that order's detail sheet,
 * /option?order= the option's result, /blindBox?record= the box purchase; deposits and withdrawals
 * have pages of their own. Unknown references open the message center.
 */
export function recordPathOf(refType: string | null, refId: string | null): string {
  const id = refId !== null && /^\d+$/.test(refId) ? refId : undefined;
  if (id === undefined) return '/messages';
  switch (refType) {
    case 'contract':
      return `/trade?mode=contract&order=${id}`;
    case 'spot':
      return `/trade?mode=spot&order=${id}`;
    case 'option':
      return `/option?order=${id}`;
    case 'blindBox':
      return `/blindBox?record=${id}`;
    case 'deposit':
      return `/topUp/${id}`;
    case 'withdrawal':
      return `/withdrawal/${id}`;
    case 'transfer':
      return `/transferRecord/${id}`;
    default:
      return '/messages';
  }
}

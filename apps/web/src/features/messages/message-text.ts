import { changeSign, type MemberMessage } from '@halyard/shared';
import type { TFunction } from '../../lib/i18n';
import { formatAmount, formatPair, formatQuantity, formatSignedAmount } from '../../lib/format';

/** What a message says: a title, its headline (a net result first where there is one), and the details below. */
export interface MessageWords {
  title: string;
  body: string;
  detail?: string;
  html?: string;
}

/** The colour of a message: the result's sign, a warning, or plain news. */
export type MessageTone = 'profit' | 'loss' | 'warning' | 'info';

const accountKinds = ['depositPassed', 'depositRejected', 'withdrawalPaid', 'withdrawalRejected', 'depositDetected', 'depositBelowMinimum', 'depositDropped', 'withdrawalSent'] as const;
type AccountKind = (typeof accountKinds)[number];
const positionCloseKinds = ['contractTakeProfit', 'contractStopLoss', 'contractLiquidated'] as const;
type PositionCloseKind = (typeof positionCloseKinds)[number];

const isOneOf = <K extends string>(list: readonly K[], kind: string): kind is K => (list as readonly string[]).includes(kind);

/** Coins other than USDT keep up to 8 places of their own; USDT shows cents. */
const MAX_COIN_DECIMALS = 8;
const USDT = 'USDT';

function amountOf(value: string | undefined, coin: string = USDT): string {
  if (value === undefined) return '--';
  return coin.toUpperCase() === USDT ? formatAmount(value) : formatQuantity(value, MAX_COIN_DECIMALS);
}

/** A figure without its sign ("Lost 10.10 USDT" says the sign in words). */
const unsigned = (value: string | undefined): string | undefined => value?.replace(/^-/, '');

/** -1, 0 or 1: the sign of a decimal text. */
function signOf(value: string | undefined): -1 | 0 | 1 {
  if (value === undefined || !/[1-9]/.test(value)) return 0;
  return value.trim().startsWith('-') ? -1 : 1;
}

function sideOf(side: string | undefined, t: TFunction): string {
  return side === 'sell' ? t('messages.side.short') : t('messages.side.long');
}

function positionOf(params: Record<string, string>, t: TFunction) {
  return { pair: formatPair(params.pair ?? ''), side: sideOf(params.side, t), size: formatQuantity(params.size ?? '', MAX_COIN_DECIMALS), price: formatQuantity(params.price ?? '', MAX_COIN_DECIMALS) };
}

function accountWords(kind: AccountKind, params: Record<string, string>, t: TFunction): MessageWords {
  const coin = params.coin ?? USDT;
  const values = {
    reason: '',
    txHash: '',
    confirmations: '',
    ...params,
    coin,
    amount: amountOf(params.amount, coin),
    credited: amountOf(params.credited),
    minUsdt: amountOf(params.minUsdt),
  };
  return { title: t(`messages.kind.${kind}.title`), body: t(`messages.kind.${kind}.body`, values) };
}

function positionClosedWords(kind: PositionCloseKind, params: Record<string, string>, t: TFunction): MessageWords {
  return {
    title: t(`messages.kind.${kind}.title`),
    body: t('messages.netPnl', { amount: formatSignedAmount(params.netPnl ?? '') }),
    detail: t(`messages.kind.${kind}.body`, { ...positionOf(params, t), pnl: formatSignedAmount(params.pnl ?? '') }),
  };
}

function optionWords(params: Record<string, string>, t: TFunction): MessageWords {
  const sign = signOf(params.net);
  const values = { net: amountOf(unsigned(params.net)), payout: amountOf(params.payout) };
  const body = sign > 0 ? t('messages.kind.optionSettled.won', values) : sign < 0 ? t('messages.kind.optionSettled.lost', values) : t('messages.kind.optionSettled.even', values);
  const direction = params.direction === 'fall' ? t('messages.direction.fall') : t('messages.direction.rise');
  return {
    title: t('messages.kind.optionSettled.title'),
    body,
    detail: t('messages.kind.optionSettled.detail', { pair: formatPair(params.pair ?? ''), direction, amount: amountOf(params.amount) }),
  };
}

function tradeWords(kind: string, params: Record<string, string>, t: TFunction): MessageWords | undefined {
  if (kind === 'contractFilled') {
    return { title: t('messages.kind.contractFilled.title'), body: t('messages.kind.contractFilled.body', { ...positionOf(params, t), margin: amountOf(params.margin) }) };
  }
  if (kind === 'spotFilled') {
    const values = { amount: amountOf(params.amount, params.coin ?? ''), coin: params.coin ?? '', price: formatQuantity(params.price ?? '', MAX_COIN_DECIMALS), pair: formatPair(params.pair ?? '') };
    return { title: t('messages.kind.spotFilled.title'), body: params.side === 'sell' ? t('messages.kind.spotFilled.sold', values) : t('messages.kind.spotFilled.bought', values) };
  }
  if (kind === 'optionSettled') return optionWords(params, t);
  if (kind === 'boxPaid') return { title: t('messages.kind.boxPaid.title'), body: t('messages.kind.boxPaid.body', { prize: amountOf(params.prize), cost: amountOf(params.cost) }) };
  if (kind === 'marginWarning') {
    const values = { ...positionOf(params, t), ratio: `${formatAmount(params.ratio ?? '', 1)}%`, markPrice: formatQuantity(params.markPrice ?? '', MAX_COIN_DECIMALS), liquidationPrice: formatQuantity(params.liquidationPrice ?? '', MAX_COIN_DECIMALS) };
    return { title: t('messages.kind.marginWarning.title'), body: t('messages.kind.marginWarning.body', values) };
  }
  return undefined;
}

/** A message in the member's language: prompts carry their own words, events are worded here from their values. */
export function messageText(message: MemberMessage, t: TFunction): MessageWords {
  if (message.kind === 'prompt') return { title: message.title ?? t('messages.kind.prompt'), body: '', html: message.content };
  if (isOneOf(accountKinds, message.kind)) return accountWords(message.kind, message.params, t);
  if (isOneOf(positionCloseKinds, message.kind)) return positionClosedWords(message.kind, message.params, t);
  // A kind this version does not know yet still says something true.
  return tradeWords(message.kind, message.params, t) ?? { title: t('messages.kind.other.title'), body: t('messages.kind.other.body') };
}

/** Profit or loss by the net result; a liquidation and a margin warning warn; the rest is news. */
export function messageTone(message: Pick<MemberMessage, 'kind' | 'params'>): MessageTone {
  const { kind, params } = message;
  if (kind === 'contractLiquidated' || kind === 'marginWarning') return 'warning';
  const sign = kind === 'contractTakeProfit' || kind === 'contractStopLoss' ? signOf(params.netPnl) : kind === 'optionSettled' ? signOf(params.net) : kind === 'boxPaid' ? changeSign(params.cost ?? '0', params.prize ?? '0') : 0;
  if (kind.endsWith('Rejected') || kind === 'depositDropped' || kind === 'depositBelowMinimum') return 'loss';
  return sign > 0 ? 'profit' : sign < 0 ? 'loss' : 'info';
}

import { formatAmount, formatPair, formatQuantity, formatSignedAmount, isLocale, toLanguageTag, type ApiMessageKey, type Locale } from '@halyard/shared';
import { translate } from '../../lib/translate.js';

/** A message as the drain claimed it: what the notification is worded from. */
export interface AlertMessage {
  id: number;
  userId: number;
  kind: string;
  params: Record<string, string>;
  refType: string | null;
  refId: string | null;
}

/** USDT figures (PnL, fees, margin, payouts) at 2 places; coin amounts and prices as precise as stated (up to 8). */
const USDT_DECIMALS = 2;
const MAX_DECIMALS = 8;
const MINUS = '\u2212';

const separatorsByLocale = new Map<Locale, { group: string; decimal: string }>();

/** The locale's own thousands and decimal separators (de_DE: 88.966,63), from Intl. */
function separatorsOf(locale: Locale) {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(toLanguageTag(locale)).formatToParts(12345.6);
    separators = { group: parts.find((part) => part.type === 'group')?.value ?? ',', decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

/** Text from the shared formatter (1,234.5, truncated, exact) in the locale's separators, with a true minus sign. */
function localised(text: string, locale: Locale): string {
  const { group, decimal } = separatorsOf(locale);
  return text.replace(/[,.]/g, (mark) => (mark === ',' ? group : decimal)).replace(/^-/, MINUS);
}

const usdt = (value: string, locale: Locale) => localised(formatAmount(value, USDT_DECIMALS), locale);
const signedUsdt = (value: string, locale: Locale) => localised(formatSignedAmount(value, USDT_DECIMALS), locale);
/** A price or coin amount: its own places, at least 2, at most 8. */
function figure(value: string, locale: Locale): string {
  const places = value.split('.')[1]?.length ?? 0;
  return places <= USDT_DECIMALS ? usdt(value, locale) : localised(formatQuantity(value, MAX_DECIMALS), locale);
}

type Wording = { title: ApiMessageKey; body: ApiMessageKey };

const CLOSES: Record<string, Wording> = {
  contractTakeProfit: { title: 'pushContractTakeProfitTitle', body: 'pushContractTakeProfitBody' },
  contractStopLoss: { title: 'pushContractStopLossTitle', body: 'pushContractStopLossBody' },
  contractLiquidated: { title: 'pushContractLiquidatedTitle', body: 'pushContractLiquidatedBody' },
};

const OPTION_TITLES: Record<string, ApiMessageKey> = { win: 'pushOptionWonTitle', loss: 'pushOptionLostTitle', lose: 'pushOptionLostTitle', draw: 'pushOptionDrawTitle' };

function wordingOf(message: AlertMessage): Wording | undefined {
  const { kind, params } = message;
  if (kind in CLOSES) return CLOSES[kind];
  switch (kind) {
    case 'contractFilled':
      return { title: 'pushOrderFilledTitle', body: 'pushContractFilledBody' };
    case 'spotFilled':
      return { title: 'pushOrderFilledTitle', body: params.side === 'sell' ? 'pushSpotSoldBody' : 'pushSpotBoughtBody' };
    case 'optionSettled':
      return { title: OPTION_TITLES[params.result ?? ''] ?? 'pushOptionSettledTitle', body: 'pushOptionSettledBody' };
    case 'boxPaid':
      return { title: 'pushBoxPaidTitle', body: 'pushBoxPaidBody' };
    case 'depositPassed':
      return { title: 'pushDepositPassedTitle', body: 'pushDepositPassedBody' };
    case 'withdrawalPaid':
      return { title: 'pushWithdrawalPaidTitle', body: 'pushWithdrawalPaidBody' };
    case 'marginWarning':
      return { title: 'pushMarginWarningTitle', body: 'pushMarginWarningBody' };
    default:
      return undefined;
  }
}

/** The message's params as the wording shows them, in the locale's figures. */
function figuresOf(params: Record<string, string>, locale: Locale): Record<string, string> {
  const shown: Record<string, string> = { ...params };
  const put = (name: string, format: (value: string, locale: Locale) => string) => {
    const value = params[name];
    if (value !== undefined) shown[name] = format(value, locale);
  };
  if (params.pair !== undefined) shown.pair = formatPair(params.pair.replace('/', ''));
  if (params.side !== undefined) shown.side = translate(locale, params.side === 'sell' ? 'pushShort' : 'pushLong');
  for (const name of ['price', 'markPrice', 'liquidationPrice', 'size', 'amount', 'credited']) put(name, figure);
  for (const name of ['margin', 'payout', 'prize', 'cost', 'fee']) put(name, usdt);
  for (const name of ['pnl', 'netPnl', 'net']) put(name, signedUsdt);
  if (params.netPnl !== undefined && params.net === undefined) shown.net = shown.netPnl ?? '';
  if (params.ratio !== undefined) shown.ratio = localised(formatAmount(params.ratio, 1), locale);
  return shown;
}

/** The notification's title and text, in the language the device subscribed in; undefined for a kind no push words. */
export function wordPush(message: AlertMessage, subscriptionLocale: string): { title: string; body: string } | undefined {
  const wording = wordingOf(message);
  if (!wording) return undefined;
  const locale: Locale = isLocale(subscriptionLocale) ? subscriptionLocale : 'en_US';
  const params = figuresOf(message.params, locale);
  return { title: translate(locale, wording.title, params), body: translate(locale, wording.body, params) };
}

import type { Balances, DepositRow, WithdrawalRow } from './contracts/assets.js';
import type { ContractRow } from './contracts/contract.js';
import type { MemberMessage, Prompt } from './contracts/messages.js';
import type { OptionRow } from './contracts/options.js';
import type { SupportChatEvent } from './contracts/support.js';
import type { SpotRow } from './contracts/spot.js';
import type { DepthTick, DetailTick, KlineTick, MarketTicker, TradeTick } from './contracts/market.js';
import type { DepthChannel, DetailChannel, KlineChannel, TickersChannel, TradeChannel } from './market-channels.js';
import type { UserChannel } from './realtime.js';

/**
 * What each market channel pushes (ARCHITECTURE §6): a pair's channels a `tick`, the list a `data`.
 * Trade is tested before detail: `market.x.trade.detail` also ends in `.detail`.
 */
export type MarketPayload<C extends string> = C extends TickersChannel
  ? { data: MarketTicker[] }
  : C extends KlineChannel
    ? { tick: KlineTick }
    : C extends TradeChannel
      ? { tick: TradeTick }
      : C extends DepthChannel
        ? { tick: DepthTick }
        : C extends DetailChannel
          ? { tick: DetailTick }
          : never;

/** What each of a member's own channels pushes as `data`; a feature adds its channel here. */
export interface UserChannelData {
  'user.balance': Balances;
  /** A change of one of the member's orders, of any product. */
  'user.orders': OrderPush;
  'user.prompts': Prompt[];
  /** A new message in the member's message center, with the unread count after it. */
  'user.messages': MessagePush;
  /** Both sides of a support conversation. */
  'user.chat': SupportChatEvent;
  /** A deposit record changed: detected on chain, one more confirmation, credited, dropped. */
  'user.deposits': DepositRow;
  /** A withdrawal record changed: its payout sent, one more confirmation, paid. */
  'user.withdrawals': WithdrawalRow;
}

export interface MessagePush {
  message: MemberMessage;
  unread: number;
}

/** What a push on channel `C` hands to the page: a market channel's `tick` (the list's `data`), a member channel's `data`. */
export type ChannelPayload<C extends string> = C extends keyof UserChannelData
  ? UserChannelData[C]
  : MarketPayload<C> extends { tick: infer Tick }
    ? Tick
    : MarketPayload<C> extends { data: infer Data }
      ? Data
      : never;

export type UserPayload<C extends UserChannel> = UserChannelData[C];

export type OrderPush =
  | { product: 'contract'; order: ContractRow }
  | { product: 'spot'; order: SpotRow }
  | { product: 'option'; order: OptionRow };

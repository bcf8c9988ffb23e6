import type { Balances } from './contracts/assets.js';
import type { ContractRow } from './contracts/contract.js';
import type { MemberMessage, Prompt } from './contracts/messages.js';
import type { SupportChatEvent } from './contracts/support.js';
import type { OptionRow } from './contracts/options.js';
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
  /** A new message, with the member's unread count after it. */
  'user.messages': { message: MemberMessage; unread?: number };
  /** A support conversation's event, to its member and every operator. */
  'user.chat': SupportChatEvent;
}

export type UserPayload<C extends UserChannel> = UserChannelData[C];

export type OrderPush =
  | { product: 'contract'; order: ContractRow }
  | { product: 'spot'; order: SpotRow }
  | { product: 'option'; order: OptionRow };

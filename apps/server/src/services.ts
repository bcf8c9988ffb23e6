import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import { DomainEvents } from './lib/domain-events.js';
import type { MemberPush } from './lib/member-push.js';
import type { MarketFeed } from './market/feed.js';
import { createAddressBookService } from './modules/assets/address-book.service.js';
import { createFavouritesService } from './modules/favourites/favourites.service.js';
import { createDepositService } from './modules/assets/deposit.service.js';
import { createTransferService } from './modules/assets/transfer.service.js';
import { createWithdrawalPayouts } from './modules/assets/withdrawal-payout.service.js';
import { createWithdrawalService } from './modules/assets/withdrawal.service.js';
import { createBlindBoxService } from './modules/blind-box/blind-box.service.js';
import type { ChainNode } from './modules/chain/chain-node.js';
import { createChainProgress } from './modules/chain/chain-progress.service.js';
import { createDepositAddressService } from './modules/chain/deposit-address.service.js';
import { createChainConsoleService } from './modules/chain/chain-console.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createBooksService } from './modules/books/books.service.js';
import { createMemberRecordsService } from './modules/members/member-records.service.js';
import { createMembersService } from './modules/members/members.service.js';
import { createOperatorsService } from './modules/operators/operators.service.js';
import { createTermsService } from './modules/terms/terms.service.js';
import { createDepositAddressesService } from './modules/deposit-addresses/deposit-addresses.service.js';
import { createReserveWalletsService } from './modules/reserves/reserve-wallets.service.js';
import { createStakingPlansService } from './modules/staking/staking-plans.service.js';
import { createBoxTiersService } from './modules/blind-box/box-tiers.service.js';
import { createContentConsoleService } from './modules/content/content-console.service.js';
import { createContentService } from './modules/content/content.service.js';
import { createSettlementService } from './modules/contract/contract-settlement.service.js';
import { createContractService } from './modules/contract/contract.service.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { createIndexHistory, type RecordedSeconds } from './modules/market/index-history.service.js';
import { createMarketService } from './modules/market/market.service.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createMoneyService } from './modules/money/money.service.js';
import { createPushService, defaultPushSubject } from './modules/push/push.service.js';
import { createOptionsService } from './modules/options/options.service.js';
import { createSessionService } from './modules/session/session.service.js';
import { createSpotService } from './modules/spot/spot.service.js';
import { createMiningPoolService } from './modules/staking/mining-pool.service.js';
import { createStakingService } from './modules/staking/staking.service.js';
import { createSupportService } from './modules/support/support.service.js';
import { createReservesService } from './modules/reserves/reserves.service.js';

export interface ServiceContext {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** The market as this process reads it: the source itself, or relayed from the market role. */
  marketFeed: MarketFeed;
  /** A relayed live market's index seconds, as the market role recorded them. */
  recordedSeconds?: RecordedSeconds;
  /** Where services push to members' sockets. */
  push: MemberPush;
  /** The Ethereum node deposits are credited from and payouts verified on (ETH_RPC_URL); absent, deposits are reported and reviewed. */
  chainNode?: ChainNode;
}

export type Services = ReturnType<typeof composeServices>;

/** Every module's service, built once, each given only what it uses (the composition root). */
export function composeServices({ config, db, clock, log, marketFeed, recordedSeconds, push, chainNode }: ServiceContext) {
  const events = new DomainEvents((error, type) => log.error({ err: error, event: type }, 'an event listener failed'));
  const sessions = createSessionService(
    db,
    { chainId: config.CHAIN_ID, publicOrigins: config.PUBLIC_ORIGINS, operatorAddresses: config.ADMIN_ADDRESSES, previewMode: config.PREVIEW_MODE, jwtSecret: config.JWT_SECRET },
    clock,
    events,
  );
  const market = createMarketService(marketFeed, clock);
  const indexHistory = createIndexHistory({ db, feed: marketFeed, clock, recorded: recordedSeconds });
  const batch = { size: config.MONEY_BATCH_SIZE, concurrency: config.MONEY_BATCH_CONCURRENCY, windowMicros: config.MONEY_BATCH_WINDOW_MICROS };
  const money = createMoneyService({ db, events, clock, push, batch, usdtRate: (coin) => market.usdtRate(coin) });
  const idempotency = createIdempotencyService(clock, money.transaction);
  const transfers = createTransferService({ db, money, idempotency });
  const terms = createTermsService({ db, clock, log });
  const depositAddresses = createDepositAddressesService({ db, clock, environment: { ethereum: config.DEPOSIT_ADDRESS_ETHEREUM, bitcoin: config.DEPOSIT_ADDRESS_BITCOIN } });
  // The platform's declared wallets: what the reserves snapshot reads on chain beside the deposit addresses.
  const reserveWallets = createReserveWalletsService({ db, clock });
  const chainAddresses = createDepositAddressService({ db, xpub: chainNode?.xpub });
  // With a node, chain records count confirmations to the watcher's processed block.
  const chainProgress = chainNode && createChainProgress(db, chainNode.confirmations);
  const deposits = createDepositService({
    db,
    clock,
    money,
    terms,
    idempotency,
    depositAddresses,
    usdtRate: (coin) => market.usdtRate(coin),
    chainConfirmations: chainNode?.confirmations,
    chainProgress,
  });
  // Payouts are read on chain with a node; the watcher confirms them after each round.
  const payouts = createWithdrawalPayouts({ db, clock, money, push, chainNode, chainProgress });
  const settlement = createSettlementService({ money, events });
  const contracts = createContractService({ db, money, idempotency, settlement, indexHistory, events, terms, clock });
  const spot = createSpotService({ db, money, indexHistory, events });
  const options = createOptionsService({ db, money, idempotency, indexHistory, events, terms });
  // Alerts reach members' devices as Web Push once the message drain claims them (after the socket push).
  const webPush = createPushService({
    db,
    clock,
    allowedHosts: config.PUSH_HOSTS,
    subject: config.PUSH_SUBJECT ?? defaultPushSubject(config.PUBLIC_ORIGINS),
    onError: (error, context) => log.warn({ err: error, ...context }, 'could not send a Web Push notification'),
  });
  return {
    events,
    sessions,
    marketFeed,
    market,
    indexHistory,
    money,
    transfers,
    terms,
    depositAddresses,
    reserveWallets,
    chainNode,
    chainAddresses,
    chainProgress,
    chainConsole: createChainConsoleService({ db, clock, chainId: config.CHAIN_ID, node: chainNode }),
    deposits,
    payouts,
    withdrawals: createWithdrawalService({ db, clock, money, idempotency, terms, payouts }),
    addressBook: createAddressBookService({ db }),
    favourites: createFavouritesService({ db }),
    settlement,
    contracts,
    spot,
    options,
    staking: createStakingService({ db, clock, money, indexHistory, transfers, dayMs: config.STAKING_DAY_SECONDS * 1000 }),
    miningPool: createMiningPoolService({ db, clock, money, indexHistory }),
    boxes: createBlindBoxService({ db, clock, money, payoutMs: config.BLIND_BOX_PAYOUT_SECONDS * 1000 }),
    webPush,
    messages: createMessagesService({ db, clock, push, onError: (error) => log.error({ err: error }, 'could not push a message'), afterClaimed: (claimed) => void webPush.deliver(claimed) }),
    support: createSupportService({ db, clock, push, onError: (error) => log.error({ err: error }, 'could not push a chat event') }),
    content: createContentService({ db, clock }),
    contentConsole: createContentConsoleService({ db, clock }),
    stakingPlans: createStakingPlansService({ db, clock }),
    boxTiers: createBoxTiersService({ db, clock }),
    operators: createOperatorsService({ db, clock }),
    members: createMembersService({ db, clock, money }),
    audit: createAuditService({ db }),
    memberRecords: createMemberRecordsService({ db, money, contracts, spot, options }),
    books: createBooksService({ db, clock, money }),
    reserves: createReservesService({
      db,
      clock,
      node: chainNode,
      sources: { derivedAddresses: () => chainAddresses.derivedAddresses(), declaredAddresses: () => reserveWallets.declaredAddresses() },
      log,
    }),
  };
}

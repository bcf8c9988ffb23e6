import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { assetsRoutes } from './modules/assets/assets.routes.js';
import { blindBoxRoutes } from './modules/blind-box/blind-box.routes.js';
import { consoleRoutes } from './modules/console/console.routes.js';
import { termsRoutes } from './modules/terms/terms.routes.js';
import { stakingPlansRoutes } from './modules/staking/staking-plans.routes.js';
import { boxTiersRoutes } from './modules/blind-box/box-tiers.routes.js';
import { contentConsoleRoutes } from './modules/content/content-console.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { contractRoutes } from './modules/contract/contract.routes.js';
import { fileRoutes, homeRoutes } from './modules/home/home.routes.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { financeRoutes } from './modules/options/finance.routes.js';
import { optionsRoutes } from './modules/options/options.routes.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { spotRoutes } from './modules/spot/spot.routes.js';
import { stakingRoutes } from './modules/staking/staking.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import type { Services } from './services.js';

/** Every module's routes under /api, in one place. */
export async function registerApiRoutes(api: FastifyInstance, services: Services, { config, clock, loginRateLimit }: { config: Config; clock: Clock; loginRateLimit: number }) {
  const s = services;
  await api.register(sessionRoutes, { sessions: s.sessions, loginRateLimit });
  await api.register(homeRoutes, { config, market: s.market, clock });
  await api.register(marketRoutes, { market: s.market, indexHistory: s.indexHistory, clock });
  await api.register(assetsRoutes, { money: s.money, transfers: s.transfers, deposits: s.deposits, withdrawals: s.withdrawals });
  await api.register(contractRoutes, { contracts: s.contracts });
  await api.register(spotRoutes, { spot: s.spot });
  await api.register(optionsRoutes, { options: s.options });
  await api.register(financeRoutes, { contracts: s.contracts, options: s.options });
  await api.register(stakingRoutes, { staking: s.staking, pool: s.miningPool });
  await api.register(blindBoxRoutes, { boxes: s.boxes });
  await api.register(adminRoutes, { deposits: s.deposits, withdrawals: s.withdrawals });
  await api.register(consoleRoutes, { console: s.console, books: s.books });
  await api.register(fileRoutes);
  await api.register(supportRoutes, { support: s.support });
  await api.register(messagesRoutes, { messages: s.messages });
  await api.register(contentRoutes, { content: s.content });
  await api.register(contentConsoleRoutes, { contentConsole: s.contentConsole });
  await api.register(termsRoutes, { terms: s.terms });
  await api.register(stakingPlansRoutes, { plans: s.stakingPlans });
  await api.register(boxTiersRoutes, { tiers: s.boxTiers });
}

/**
 * Every route of the app (and the menu, the sign dialog, the pair picker, the tour, each console
 * section), signed out, as a member and as the operator, at 390x844 in light and dark: screenshots
 * and computed styles, for e2e/style-compare.mts to compare two runs pixel by pixel. The data is
 * held still: the first run (--record) makes a member's records and records every read and socket
 * push; later runs answer the pages from that recording (support/frozen-network.ts).
 * After `npm run build`: npx tsx e2e/style-shots.mts <folder> [--record] [--recording <file>] (another build:
 * WEB_DIST=<its folder>). Two runs of one build draw the same pixels.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USER_AGREEMENT_VERSION } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { keccak256, toHex, type Hex } from 'viem';
import { overlaysSettled } from './support/accessibility.js';
import { byTestId } from './support/app.js';
import { launchChromium } from './support/chromium.js';
import { frozenNetwork, type FrozenNetwork } from './support/frozen-network.js';
import { callApi, signInWithWallet } from './support/member.js';
import { openPhone, type Phone } from './support/phone.js';
import { startServer } from './support/server.js';
import { captureState, holdSlowTimers, settle, trackRequests } from './support/style-capture.js';
import { addressOfKey, injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';

const args = process.argv.slice(2);
const folder = path.resolve(args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--recording') ?? 'test-results/style-shots');
const recordingFile = path.resolve((args.includes('--recording') && args[args.indexOf('--recording') + 1]) || 'test-results/style-recording.json');
const mode = args.includes('--record') ? 'record' : 'replay';
const MEMBER_KEY: Hex = keccak256(toHex('halyard style shots member'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'halyard-style-'));
/** One port for every run: the sign-in origins (the app's config) and the addresses the pages show stay the same. */
const PORT = 47391;
const server = await startServer(
  dataDir,
  { ADMIN_ADDRESSES: addressOfKey(OPERATOR_TEST_KEY), API_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000', STAKING_DAY_SECONDS: '3', BLIND_BOX_PAYOUT_SECONDS: '4' },
  PORT,
);
const browser = await launchChromium();
const network = frozenNetwork(recordingFile, mode);
let shots = 0;

/** A phone for a role, its reads and pushes recorded or replayed (not with `frozen` null); signed in with `key` if given. */
async function phoneAs(role: string, key?: Hex, frozen: FrozenNetwork | null = network): Promise<Phone> {
  const phone = await openPhone(
    browser,
    async (context) => {
      await context.addInitScript('globalThis.__name = (target) => target');
      await context.addInitScript(holdSlowTimers);
      if (key) await injectWallet(context, { privateKey: key });
      await frozen?.attach(context, role);
      trackRequests(context);
    },
    { baseUrl: server.baseUrl },
  );
  if (key) await signInWithWallet(phone.page);
  // Signed in at the real time (the server checks it); from then on the clock of the recording, so countdowns and ages read the same.
  if (frozen && network.recording.facts.now) await phone.context.clock.setFixedTime(Number(network.recording.facts.now));
  return phone;
}

async function made(page: Page, method: 'POST' | 'GET', url: string, body?: unknown): Promise<number> {
  const answer = await callApi<{ id: number; rows?: Array<{ id: number }> }>(page, method, url, body);
  if (answer.code !== 200) console.warn(`setup: ${method} ${url}: ${answer.code} ${answer.msg}`);
  return answer.data?.id ?? answer.data?.rows?.[0]?.id ?? 0;
}

/** The member's records, made through the API before anything is recorded: every record page then has one to show. */
async function makeRecords(facts: Record<string, string>): Promise<void> {
  const member = await phoneAs('setup', MEMBER_KEY, null);
  const operator = await phoneAs('setup', OPERATOR_TEST_KEY, null);
  const { page } = member;
  await made(page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION });
  facts.mbId = (await callApi<{ mbId: string }>(page, 'GET', '/member/app/getInfo')).data.mbId;
  const hash = (label: string) => keccak256(toHex(`style shots ${label}`));
  const deposit = await made(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '1000', txHash: hash('passed') });
  await made(operator.page, 'POST', `/admin/deposits/${deposit}/approve`);
  facts.deposit = String(await made(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '30', txHash: hash('waiting') }));
  facts.transfer = String(await made(page, 'POST', '/member/transferRecord/add', { coin: 'USDT', amount: '200', from: 'fund', to: 'options' }));
  await made(page, 'POST', '/member/transferRecord/add', { coin: 'USDT', amount: '200', from: 'fund', to: 'staking' });
  facts.withdrawal = String(await made(page, 'POST', '/member/withdrawalRecord/add', { chain: 'ERC20', address: addressOfKey(hash('payee')), amount: '20' }));
  await made(page, 'POST', '/member/spotOrder/add', { pair: 'ethusdt', side: 'buy', priceType: 'market', amount: '0.0123' });
  await made(page, 'POST', '/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'limit', price: '1000', margin: '20', leverage: 5 });
  await made(page, 'POST', '/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '10', leverage: 10 });
  await made(page, 'POST', '/member/optionsRecord/add', { pair: 'btcusdt', direction: 'rise', period: 30, amount: '10' });
  const plans = await callApi<{ rows: Array<{ id: number; minAmount: string }> }>(page, 'GET', '/member/stakConfig/listH5');
  const plan = plans.data.rows[0];
  facts.plan = String(plan?.id ?? 1);
  if (plan) await made(page, 'POST', '/member/stakRecord/add', { configId: plan.id, amount: plan.minAmount });
  const opened = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value?: string } | null)?.value ?? '';
    const response = await fetch('/api/member/boxRecord/openBox', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'level=1&clientSeed=style-shots' });
    return ((await response.json()) as { data?: { id?: number } }).data?.id ?? 0;
  });
  facts.opening = String(opened);
  for (const [fact, list] of [['official', 'official'], ['bulletin', 'bulletin'], ['manual', 'manual']] as const) {
    facts[fact] = String(await made(page, 'GET', `/system/${list}/listH5?pageNum=1&pageSize=10`));
  }
  await member.close();
  await operator.close();
}

/** The side menu, once its drawer has slid all the way in (support/app.ts openMenu, without vitest). */
async function openMenu(page: Page): Promise<void> {
  await byTestId(page, 'header-menu').click();
  await byTestId(page, 'side-menu').waitFor({ state: 'visible' });
  await page.waitForFunction(() => Math.round(document.querySelector('.side-menu')?.getBoundingClientRect().left ?? -1) === 0);
}

/** Opens a path and captures it once it has settled. */
async function shoot(phone: Phone, name: string, pathname: string, before?: (page: Page) => Promise<void>): Promise<void> {
  const { page } = phone;
  try {
    await page.goto(pathname);
    await settle(page);
    if (before) {
      await before(page);
      await overlaysSettled(page);
      await settle(page);
    }
    shots += await captureState(page, folder, name);
  } catch (error) {
    console.error(`${name} (${pathname}): ${String(error)}`);
  }
}

try {
  const facts = network.recording.facts;
  if (mode === 'record') {
    await makeRecords(facts);
    facts.now = String(Date.now());
  }

  const guest = await phoneAs('guest');
  await shoot(guest, 'guest-home', '/home');
  await shoot(guest, 'guest-login', '/login');
  await shoot(guest, 'guest-not-found', '/no-such-page');
  await shoot(guest, 'guest-reserves', '/reserves');
  await shoot(guest, 'guest-menu', '/home', openMenu);
  await shoot(guest, 'guest-sign-dialog', '/home', async (page) => {
    await byTestId(page, 'header-login').click();
    await byTestId(page, 'preview-dialog').waitFor();
  });
  await guest.close();

  const member = await phoneAs('member', MEMBER_KEY);
  const memberRoutes: Array<[string, string]> = [
    ['home', '/home'],
    ['blockchain', '/blockchain'],
    ['blockchain-detail', `/blockchain/${facts.plan}`],
    ['staking', '/staking'],
    ['overview', '/overview'],
    ['transfer-records', '/transferRecord'],
    ['transfer-detail', `/transferRecord/${facts.transfer}`],
    ['deposit', '/topUp'],
    ['deposit-detail', `/topUp/${facts.deposit}`],
    ['withdraw', '/withdrawal'],
    ['withdrawal-detail', `/withdrawal/${facts.withdrawal}`],
    ['bills', '/bill'],
    ['options', '/option'],
    ['staking-records', '/stakingRecord'],
    ['blind-box', '/blindBox'],
    ['blind-box-detail', `/blindBox/${facts.opening}`],
    ['search', '/search'],
    ['events', '/officialInfo'],
    ['event', `/officialInfo/${facts.official}`],
    ['bulletins', '/bulletinInfo'],
    ['bulletin', `/bulletinInfo/${facts.bulletin}`],
    ['faq', '/manualDetail'],
    ['faq-answer', `/manualDetail/${facts.manual}`],
    ['messages', '/messages'],
    ['notification-settings', '/settings/notifications'],
    ['referrals', '/referrals'],
    ['reserves', '/reserves'],
    ['markets', '/currency'],
    ['trade', '/trade?symbol=btcusdt'],
    ['contract', '/trade?symbol=btcusdt&mode=contract'],
    ['chart', '/chart?symbol=btcusdt'],
    ['history', '/history?symbol=btcusdt'],
    ['agreement', '/tos'],
    ['white-paper', '/whitePaper'],
    ['support', '/thirdParty'],
    ['login', '/login'],
    ['not-found', '/no-such-page'],
    ['admin-refused', '/admin'],
  ];
  for (const [name, pathname] of memberRoutes) await shoot(member, `member-${name}`, pathname);
  await shoot(member, 'member-menu', '/home', openMenu);
  await shoot(member, 'member-pair-picker', '/trade?symbol=btcusdt', async (page) => {
    await byTestId(page, 'pair-picker').click();
    await page.locator('.pair-picker__sheet').waitFor();
  });
  await shoot(member, 'member-tour', '/home', async (page) => {
    await byTestId(page, 'tour-button').click();
    await page.locator('.driver-popover').waitFor({ state: 'visible' });
  });
  await member.close();

  const operator = await phoneAs('operator', OPERATOR_TEST_KEY);
  for (const section of ['reviews', 'members', 'operators', 'audit', 'books', 'products', 'content', 'chain', 'reserves']) {
    await shoot(operator, `console-${section}`, `/admin?section=${section}`);
  }
  await shoot(operator, 'console-support', '/admin/support');
  await shoot(operator, 'console-reject-dialog', '/admin?section=reviews', async (page) => {
    await byTestId(page, `review-deposit-${facts.deposit}-reject`).click();
    await byTestId(page, 'decision-dialog').waitFor();
  });
  await shoot(operator, 'console-member-sheet', '/admin?section=members', async (page) => {
    await byTestId(page, 'member-search-input').locator('input').fill(facts.mbId ?? '');
    await byTestId(page, 'member-search-submit').click();
    await page.locator('button.member-row').first().click();
    await page.locator('.console-sheet').first().waitFor();
  });
  await shoot(operator, 'console-content-editor', '/admin?section=content', async (page) => {
    await page.locator('button.content-row').first().click();
    await page.locator('.content-sheet').first().waitFor();
  });
  await operator.close();
  if (mode === 'record') network.save();
  process.stdout.write(`${shots} screenshots in ${folder} (${mode}); reads answered live in a replay: ${network.missed.length}\n`);
  for (const key of new Set(network.missed)) process.stdout.write(`  live: ${key}\n`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

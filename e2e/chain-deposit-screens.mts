/**
 * Screenshots of the chain deposit pages at 390x844, light and dark (test-results/screenshots/):
 * the deposit page (USDT and ETH), the records with every chain status, and each detail. The
 * deposits are real transfers on a local node, credited, refused or dropped by the app's watcher.
 * Run after `npm run build`: npx tsx e2e/chain-deposit-screens.mts
 */
import { USER_AGREEMENT_VERSION, type DepositRow } from '@halyard/shared';
import { keccak256, toHex, type Address } from 'viem';
import { byTestId, open } from './support/app.js';
import { startChainApp } from './support/chain.js';
import { launchChromium } from './support/chromium.js';
import { callApi, signInWithWallet } from './support/member.js';
import { openPhone, screenshotsInThemes, type Phone } from './support/phone.js';
import { injectWallet } from './support/wallet.js';

const app = await startChainApp();
const browser = await launchChromium();
const shots = (phone: Phone, name: string) => screenshotsInThemes(phone, `chain-deposit-${name}`);

/** Polls the member's records until `done` holds for them (the watcher works every 200 ms). */
async function recordsUntil(phone: Phone, done: (rows: DepositRow[]) => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { data } = await callApi<{ rows: DepositRow[] }>(phone.page, 'GET', '/member/rechargeRecord/listH5?pageNum=1&pageSize=20');
    if (done(data.rows)) return;
    if (Date.now() > deadline) throw new Error(`the records did not settle: ${JSON.stringify(data.rows.map((row) => [row.amount, row.status, row.confirmations]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statusOf = (rows: DepositRow[], amount: string) => rows.find((row) => row.amount === amount)?.status;

try {
  const phone = await openPhone(
    browser,
    async (context) => {
      // tsx keeps function names with a __name helper the page does not have.
      await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
      await injectWallet(context, { privateKey: keccak256(toHex('halyard depositweb screens')), node: app.walletNode });
    },
    { baseUrl: app.baseUrl },
  );
  await signInWithWallet(phone.page);
  await callApi(phone.page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION });
  await open(phone.page, '/topUp');
  await byTestId(phone.page, 'deposit-address').waitFor();
  const own = ((await byTestId(phone.page, 'deposit-qr').getAttribute('data-value')) ?? '') as Address;
  await shots(phone, 'usdt');
  await byTestId(phone.page, 'deposit-coin').getByText('ETH', { exact: true }).click();
  await byTestId(phone.page, 'deposit-network').waitFor();
  await shots(phone, 'eth');
  await phone.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shots(phone, 'eth-notes');

  // Dropped: detected in a block the chain then gives up.
  const before = await app.chain.snapshot();
  await app.chain.sendUsdt(1, own, '15');
  await recordsUntil(phone, (rows) => statusOf(rows, '15') === 'detected');
  await app.chain.revert(before);
  await app.chain.mine(2);
  await recordsUntil(phone, (rows) => statusOf(rows, '15') === 'dropped');
  // Credited (ETH at the index rate, USDT 1:1), below the minimum, and one still confirming.
  await app.chain.sendEth(1, own, '0.012345678901234567');
  await app.chain.sendUsdt(1, own, '250');
  await app.chain.sendUsdt(1, own, '0.5');
  await app.chain.mine(3);
  await recordsUntil(phone, (rows) => statusOf(rows, '250') === 'passed' && statusOf(rows, '0.012345678901234567') === 'passed' && statusOf(rows, '0.5') === 'below_minimum');
  await app.chain.sendUsdt(1, own, '25');
  await recordsUntil(phone, (rows) => statusOf(rows, '25') === 'detected');

  await open(phone.page, '/topUp');
  await byTestId(phone.page, 'deposit-list').waitFor();
  await shots(phone, 'page-with-arrival');
  await byTestId(phone.page, 'section-records').scrollIntoViewIfNeeded();
  await shots(phone, 'records');
  const ids = await phone.page.locator('a[data-testid^="deposit-row-"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')?.replace('deposit-row-', '')));
  for (const id of ids) {
    await open(phone.page, `/topUp/${id}`);
    await byTestId(phone.page, 'deposit-detail').waitFor();
    const status = await byTestId(phone.page, 'deposit-detail-status').getAttribute('data-status');
    await shots(phone, `detail-${id}-${status}`);
  }
  // The longest words: German.
  await open(phone.page, '/topUp?lang=de_DE');
  await byTestId(phone.page, 'deposit-list').waitFor();
  await shots(phone, 'de-page');
  await byTestId(phone.page, 'section-records').scrollIntoViewIfNeeded();
  await shots(phone, 'de-records');
  await phone.close();
} finally {
  await browser.close();
  await app.stop();
}

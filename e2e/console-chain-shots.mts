// Screenshots of the console's chain section in the states a browser test cannot reach on its
// own (the watcher writes alarms; no spec raises one): an open and an acknowledged alarm, drawn
// from the real page with the status answer amended, at 390x844 in light and dark, plus the whole
// page with a few addresses. Run after `npm run build`: npx tsx e2e/console-chain-shots.mts
import type { ChainStatus, DepositAddress } from '@halyard/shared';
import type { Address } from 'viem';
import { overlaysSettled } from './support/accessibility.js';
import { byTestId, open } from './support/app.js';
import { startChainApp } from './support/chain.js';
import { launchChromium } from './support/chromium.js';
import { callApi, freshKey, signInWithWallet } from './support/member.js';
import { openPhone, screenshotsInThemes } from './support/phone.js';
import { injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';

const app = await startChainApp();
const browser = await launchChromium();
try {
  const phoneFor = async (key: `0x${string}`) => {
    const phone = await openPhone(
      browser,
      async (context) => {
        // tsx names functions with esbuild's __name helper, which functions sent into the page do not carry (vitest's transform does not).
        await context.addInitScript('globalThis.__name = (target) => target');
        await injectWallet(context, { privateKey: key, node: app.walletNode });
      },
      { baseUrl: app.baseUrl },
    );
    try {
      await signInWithWallet(phone.page);
    } catch (error) {
      await phone.screenshot('console-chain-shots-failed');
      console.error(phone.errors);
      throw error;
    }
    return phone;
  };
  for (const [index, amount] of [['1', '1200'], ['2', '35.5'], ['3', '0']] as const) {
    const member = await phoneFor(freshKey(`chain shots member ${index}`));
    const { data } = await callApi<DepositAddress>(member.page, 'GET', '/member/depositAddress?chain=ERC20');
    if (amount !== '0') await app.chain.sendUsdt(Number(index), data.address as Address, amount);
    await app.chain.sendEth(Number(index), data.address as Address, `0.0${index}`);
    await member.close();
  }
  const admin = await phoneFor(OPERATOR_TEST_KEY);
  const at = new Date().toISOString();
  await admin.page.route('**/api/admin/chain', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ChainStatus };
    body.data.lastError = 'HTTP request failed. URL: http://127.0.0.1:8545 (fetch failed)';
    body.data.lastErrorAt = at;
    body.data.alarms = [
      { id: 2, kind: 'deepReorg', detail: { blockNumber: 1042, depth: 14, depositId: 17, txHash: `0x${'ab'.repeat(32)}` }, raisedAt: at, acknowledgedAt: null, acknowledgedBy: null },
      { id: 1, kind: 'payoutMismatch', detail: { withdrawalId: 9, reason: 'amount' }, raisedAt: at, acknowledgedAt: at, acknowledgedBy: '0x2b5ad5c4795c026514f8317c7a215e218dccd6cf' },
    ];
    await route.fulfill({ response, json: body });
  });
  await open(admin.page, '/admin?section=chain');
  await byTestId(admin.page, 'chain-alarm-2').waitFor({ state: 'visible' });
  await byTestId(admin.page, 'chain-alarms').scrollIntoViewIfNeeded();
  await screenshotsInThemes(admin, 'console-chain-alarms');
  await byTestId(admin.page, 'chain-address-2').scrollIntoViewIfNeeded();
  await admin.page.screenshot({ path: new URL('../test-results/screenshots/console-chain-full-phone-light.png', import.meta.url).pathname, fullPage: true });
  await byTestId(admin.page, 'chain-alarm-2-acknowledge').click();
  await byTestId(admin.page, 'chain-alarm-confirm').waitFor({ state: 'visible' });
  await overlaysSettled(admin.page);
  await admin.screenshot('console-chain-acknowledge-phone-light');
  await admin.close();
} finally {
  await browser.close();
  await app.stop();
}

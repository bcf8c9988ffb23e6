import { readFileSync } from 'node:fs';
import type { ChainStatus, DepositAddress } from '@halyard/shared';
import type { Browser, Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { startChainApp, type ChainApp } from './support/chain.js';
import { callApi, freshKey, operatorPhone, signInWithWallet } from './support/member.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';

/**
 * The chain in the console: without a node the watcher card says deposits are reported and
 * reviewed; with one, the operator sees the processed block beside the node's head, and each
 * member's deposit address with the ETH and USDT a test account sent it, the totals, and the CSV.
 */
const suite = phoneSuite();

async function openChain(page: Page): Promise<void> {
  await open(page, '/admin?section=chain');
  await byTestId(page, 'chain-watcher').waitFor({ state: 'visible' });
}

/** A phone on the chain app, signed in with this key (its wallet talks to the app's node). */
async function chainPhone(browser: Browser, app: ChainApp, privateKey: `0x${string}`): Promise<Phone> {
  const phone = await openPhone(browser, (context) => injectWallet(context, { privateKey, node: app.walletNode }).then(() => undefined), { baseUrl: app.baseUrl });
  await signInWithWallet(phone.page);
  return phone;
}

describe('the chain in the console', () => {
  let app: ChainApp;
  beforeAll(async () => {
    app = await startChainApp();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('says, without a node, that deposits are reported and reviewed', async () => {
    const opened = await suite.open();
    const browser = opened.context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await operatorPhone(browser);
    try {
      await openChain(admin.page);
      expect(await byTestId(admin.page, 'chain-watcher').getAttribute('data-configured')).toBe('false');
      expect(await byTestId(admin.page, 'chain-watcher-state').innerText()).toBe(en.console.chain.state.off);
      expect(await byTestId(admin.page, 'chain-off-note').innerText()).toBe(en.console.chain.offNote);
      expect(await byTestId(admin.page, 'chain-addresses').count()).toBe(0);
      expect(await accessibilityProblems(admin.page, 'chain without a node')).toEqual([]);
      await screenshotsInThemes(admin, 'console-chain-off');
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  it("shows the node's head and each deposit address's balances read from it, with the totals and the CSV", async () => {
    const opened = await suite.open();
    const browser = opened.context.browser();
    if (!browser) throw new Error('no browser');
    const member = await chainPhone(browser, app, freshKey('chain console member'));
    const admin = await chainPhone(browser, app, OPERATOR_TEST_KEY);
    try {
      const { data: deposit } = await callApi<DepositAddress>(member.page, 'GET', '/member/depositAddress?chain=ERC20');
      await app.chain.sendUsdt(1, deposit.address as Address, '250.25');
      await app.chain.sendEth(2, deposit.address as Address, '0.5');
      const head = Number(await app.chain.head());

      const { page } = admin;
      await openChain(page);
      expect(await byTestId(page, 'chain-watcher').getAttribute('data-configured')).toBe('true');
      const status = (await callApi<ChainStatus>(page, 'GET', '/admin/chain')).data;
      expect(status).toMatchObject({ configured: true, chainId: 31337, confirmations: 3, nodeAnswered: true });
      expect(Number(await byTestId(page, 'chain-head-value').innerText())).toBeGreaterThanOrEqual(head);
      expect(await byTestId(page, 'chain-confirmations-value').innerText()).toBe('3');
      expect(await byTestId(page, 'chain-alarms-none').innerText()).toBe(en.console.chain.noAlarms);

      const row = `chain-address-${deposit.index}`;
      await byTestId(page, row).waitFor({ state: 'visible' });
      expect(await byTestId(page, `${row}-usdt`).innerText()).toBe('250.25 USDT');
      expect(await byTestId(page, `${row}-eth`).innerText()).toBe('0.5 ETH');
      expect(await byTestId(page, 'chain-total-addresses-value').innerText()).toBe('1');
      expect(await byTestId(page, 'chain-total-usdt-value').innerText()).toBe('250.25');
      expect(await byTestId(page, 'chain-total-eth-value').innerText()).toBe('0.5');

      const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'chain-addresses-csv').click()]);
      await expectToast(page, en.console.chain.csvDone);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.split('\n')[0]).toBe('index,path,address,member,eth,usdt');
      expect(csv).toContain(`${deposit.index},0/${deposit.index},${deposit.address},`);
      expect(csv).toContain(',0.5,250.25\n');

      expect(await accessibilityProblems(page, 'chain with a node')).toEqual([]);
      await screenshotsInThemes(admin, 'console-chain-node', { desktop: true });
      expect([...admin.errors, ...member.errors]).toEqual([]);
    } finally {
      await admin.close();
      await member.close();
    }
  });
});

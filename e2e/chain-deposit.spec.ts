import { USER_AGREEMENT_VERSION, type DepositAddress } from '@halyard/shared';
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, en, open } from './support/app.js';
import { E2E_CONFIRMATIONS, startChainApp, type ChainApp } from './support/chain.js';
import { LIVE_WAIT_MS } from './support/global-setup.js';
import { callApi, freshKey, signInWithWallet } from './support/member.js';
import { phoneSuite, screenshotsInThemes } from './support/phone.js';
import { addressOfKey, injectWallet } from './support/wallet.js';
import { fill } from './support/messages.js';

/**
 * Deposits credited by the chain, end to end: a member opens the deposit page, a test wallet
 * sends USDT to the address the page shows, and the page says "detected" then, once the blocks
 * are mined, "credited", live and without a reload; the overview shows the balance.
 */
const suite = phoneSuite();

/** Waits for the live alert's toast to say this, then closes it. */
async function dismissNotice(page: Page, title: string, body: string): Promise<void> {
  const toast = page.locator('[data-testid^="alert-toast-"]').filter({ hasText: title });
  await toast.waitFor({ state: 'visible', timeout: LIVE_WAIT_MS });
  expect(await toast.innerText()).toContain(body);
  await toast.getByRole('button', { name: en.messages.dismiss }).click();
  await toast.waitFor({ state: 'detached' });
}
let app: ChainApp;

beforeAll(async () => {
  app = await startChainApp();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('a deposit credited by the chain', () => {
  it('shows the own address, then the transfer sent to it detected and credited live', async () => {
    const key = freshKey('chain deposit');
    const phone = await suite.open((context) => injectWallet(context, { privateKey: key, node: app.walletNode }).then(() => undefined), { baseUrl: app.baseUrl });
    const { page } = phone;
    await signInWithWallet(page);
    expect((await callApi(page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION })).code).toBe(200);

    await open(page, '/topUp');
    await byTestId(page, 'deposit-chain-panel').waitFor();
    // USDT on ERC20 first, with the member's own address: its QR code, network, minimum and confirmations; no report form.
    expect(await byTestId(page, 'deposit-coin').locator('[aria-checked="true"]').innerText()).toBe('USDT');
    expect(await byTestId(page, 'deposit-form').count()).toBe(0);
    const shown = (await byTestId(page, 'deposit-qr').getAttribute('data-value')) ?? '';
    expect(shown).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(shown.toLowerCase()).not.toBe(addressOfKey(key).toLowerCase());
    expect((await byTestId(page, 'deposit-address').innerText()).replace(/\s/g, '')).toBe(shown);
    expect((await callApi<DepositAddress>(page, 'GET', '/member/depositAddress?chain=ERC20')).data.address).toBe(shown);
    expect(await byTestId(page, 'deposit-qr').locator('svg path').count()).toBeGreaterThan(0);
    expect(await byTestId(page, 'deposit-network').innerText()).toBe(en.assets.chainDeposit.networkErc20);
    expect(await byTestId(page, 'deposit-confirmations').innerText()).toBe(fill(en.assets.chainDeposit.creditedAfter, { count: String(E2E_CONFIRMATIONS) }));
    expect(await byTestId(page, 'deposit-network-warning').innerText()).toContain(en.assets.chainDeposit.sendOnlyTitle);
    expect(await byTestId(page, 'deposit-internal-eth').innerText()).toBe(en.assets.chainDeposit.internalEth);
    await byTestId(page, 'deposit-list-empty').waitFor();

    // Marks this document: it must still be here when the deposit is credited (no reload, no navigation).
    await page.evaluate(() => {
      (window as unknown as { depositPageMark: boolean }).depositPageMark = true;
    });
    const txHash = await app.chain.sendUsdt(1, shown as Address, '25');

    const arrival = page.locator('[data-testid^="deposit-arrival-"][data-status]');
    await arrival.filter({ hasText: en.assets.chainDeposit.arrival.detected }).waitFor({ timeout: LIVE_WAIT_MS });
    const row = page.locator('a[data-testid^="deposit-row-"]');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: LIVE_WAIT_MS }).toBe('detected');
    const id = ((await row.getAttribute('data-testid')) ?? '').replace('deposit-row-', '');
    const confirming = (count: number) => fill(en.assets.chainDeposit.status.confirming, { count: String(count), required: String(E2E_CONFIRMATIONS) });
    expect([1, 2].map(confirming)).toContain(await byTestId(page, `deposit-row-${id}-status`).innerText());
    expect(await row.innerText()).toContain('25 USDT');
    // The message center's popup says it too; dismissed, it leaves the page as it was.
    await dismissNotice(page, en.messages.kind.depositDetected.title, fill(en.messages.kind.depositDetected.body, { amount: '25.00', coin: 'USDT', confirmations: String(E2E_CONFIRMATIONS), txHash }));
    await screenshotsInThemes(phone, 'chain-deposit-e2e-detected');

    await app.chain.mine(E2E_CONFIRMATIONS);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: LIVE_WAIT_MS }).toBe('passed');
    expect(await byTestId(page, `deposit-row-${id}-status`).innerText()).toBe(en.assets.chainDeposit.status.passed);
    await arrival.filter({ hasText: en.assets.chainDeposit.arrival.passed }).waitFor();
    await dismissNotice(page, en.messages.kind.depositPassed.title, fill(en.messages.kind.depositPassed.body, { amount: '25.00', coin: 'USDT', credited: '25.00' }));
    expect(await page.evaluate(() => (window as unknown as { depositPageMark?: boolean }).depositPageMark)).toBe(true);
    await screenshotsInThemes(phone, 'chain-deposit-e2e-credited');

    await byTestId(page, `deposit-row-${id}`).click();
    await byTestId(page, 'deposit-detail').waitFor();
    expect(await byTestId(page, 'deposit-detail-status').innerText()).toBe(en.assets.chainDeposit.status.passed);
    expect(await byTestId(page, 'deposit-detail-credited').innerText()).toBe('25.00 USDT');
    expect(await byTestId(page, 'deposit-detail-txHash-value').getAttribute('data-value')).toBe(txHash);

    await open(page, '/overview');
    await expect.poll(() => byTestId(page, 'total-usdt').innerText(), { timeout: LIVE_WAIT_MS }).toBe('25.00');
    expect(await byTestId(page, 'account-fund-available').innerText()).toBe('25.00');
  });
});

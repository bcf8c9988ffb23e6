import { USER_AGREEMENT_VERSION, type Balances, type DepositAddress, type WithdrawalRow } from '@halyard/shared';
import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlaysSettled } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { startChainApp, type ChainApp } from './support/chain.js';
import { LIVE_WAIT_MS } from './support/global-setup.js';
import { callApi, freshKey, signInWithWallet } from './support/member.js';
import { fill } from './support/messages.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';

/**
 * A payout from the operator's own wallet, verified on chain: a member who deposited USDT on
 * chain withdraws it; the operator taps "Pay from my wallet" on the review desk, their injected
 * wallet sends the USDT to the member's address, and the card shows the payout confirming. Once
 * the blocks are mined, the member's phone shows the withdrawal paid, with the hash, live.
 */
const suite = phoneSuite();

async function signedIn(page: Page): Promise<void> {
  await signInWithWallet(page);
  expect((await callApi(page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION })).code).toBe(200);
}

const progress = (confirmations: number) => fill(en.assets.withdrawal.sentProgress, { confirmations: String(confirmations), required: '3' });

describe('a payout paid from the operator’s wallet', () => {
  let app: ChainApp;
  beforeAll(async () => {
    app = await startChainApp();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('is sent from the review desk, confirms on the card and shows paid on the member’s phone', async () => {
    const memberKey = freshKey('payout member');
    const member = await suite.open((context) => injectWallet(context, { privateKey: memberKey }).then(() => undefined), { baseUrl: app.baseUrl });
    await signedIn(member.page);
    // The member's USDT arrives on chain, at their own deposit address.
    const deposit = await callApi<DepositAddress>(member.page, 'GET', '/member/depositAddress?chain=ERC20');
    await app.chain.sendUsdt(1, deposit.data.address as Address, '200');
    await app.chain.mine(3);
    const fundUsdt = async () => (await callApi<Balances>(member.page, 'GET', '/member/transferRecord/getMoeny')).data.accounts.find((row) => row.account === 'fund')?.available;
    await expect.poll(fundUsdt, { timeout: LIVE_WAIT_MS }).toBe('200');
    const payee = addressOfKey(freshKey('payout payee'));
    const withdrawal = await callApi<WithdrawalRow>(member.page, 'POST', '/member/withdrawalRecord/add', { chain: 'ERC20', address: payee, amount: '50' });
    expect(withdrawal.code).toBe(200);
    const id = withdrawal.data.id;

    // The operator's wallet holds ETH for gas and USDT to pay with.
    const operatorAddress = addressOfKey(OPERATOR_TEST_KEY) as Address;
    await app.chain.sendEth(1, operatorAddress, '1');
    await app.chain.mintUsdt(operatorAddress, '1000');
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');
    let wallet: Awaited<ReturnType<typeof injectWallet>> | undefined;
    const operator: Phone = await openPhone(
      browser,
      async (context) => {
        wallet = await injectWallet(context, { privateKey: OPERATOR_TEST_KEY, node: app.walletNode });
      },
      { baseUrl: app.baseUrl },
    );
    try {
      await signedIn(operator.page);
      await open(operator.page, '/admin');
      await byTestId(operator.page, 'review-tab-withdrawals').click();
      const card = `review-withdrawal-${id}`;
      const pay = byTestId(operator.page, `${card}-pay`);
      await pay.waitFor({ state: 'visible' });
      expect(await pay.innerText()).toBe(en.assets.admin.payFromWallet);
      await byTestId(operator.page, card).scrollIntoViewIfNeeded();
      await screenshotsInThemes(operator, 'console-payout-card');

      await pay.click();
      await overlaysSettled(operator.page);
      expect(await operator.page.locator('.adm-dialog-body').innerText()).toContain(fill(en.assets.admin.payFromWalletConfirm, { amount: '49.00', address: payee }));
      await operator.page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
      await expectToast(operator.page, en.assets.admin.paySent);
      expect(wallet?.requests).toEqual(expect.arrayContaining(['eth_chainId', 'eth_requestAccounts', 'eth_sendTransaction']));
      const [hash] = wallet?.sent ?? [];
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await app.chain.usdtBalance(payee as Address)).toBe(49_000_000n);

      // The card stays in "To review" while the payout confirms, counting as the watcher processes blocks.
      await expect.poll(() => byTestId(operator.page, card).getAttribute('data-status')).toBe('sent');
      await expect.poll(() => byTestId(operator.page, `${card}-confirmations`).innerText(), { timeout: LIVE_WAIT_MS }).toBe(progress(1));
      expect(await byTestId(operator.page, `${card}-details-payoutTx`).innerText()).toBe(hash);
      expect(await byTestId(operator.page, `${card}-pay`).count()).toBe(0);
      await byTestId(operator.page, card).scrollIntoViewIfNeeded();
      await screenshotsInThemes(operator, 'console-payout-sent');

      // The member's record says it is sent, with the hash, then paid once the blocks are mined.
      await open(member.page, `/withdrawal/${id}`);
      expect(await byTestId(member.page, 'withdrawal-detail-status').innerText()).toBe(en.assets.status.sent);
      expect(await byTestId(member.page, 'withdrawal-detail-confirmations').innerText()).toBe(progress(1));
      expect(await byTestId(member.page, 'withdrawal-detail-payoutTx').innerText()).toBe(hash);
      await screenshotsInThemes(member, 'withdrawal-payout-sent');
      await app.chain.mine(3);
      await expect.poll(() => byTestId(member.page, 'withdrawal-detail-status').innerText(), { timeout: LIVE_WAIT_MS }).toBe(en.assets.status.passed);
      expect(await byTestId(member.page, 'withdrawal-detail-confirmations').count()).toBe(0);
      expect(await byTestId(member.page, 'withdrawal-detail-payoutTx').innerText()).toBe(hash);
      await screenshotsInThemes(member, 'withdrawal-payout-paid');
      await byTestId(operator.page, card).waitFor({ state: 'detached', timeout: LIVE_WAIT_MS });
      expect(operator.errors).toEqual([]);
    } finally {
      await operator.close();
    }
  });
});

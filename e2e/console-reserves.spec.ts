import { USER_AGREEMENT_VERSION, type DepositAddress, type DepositRow, type ReserveSnapshot, type ReserveWalletsView } from '@halyard/shared';
import enApi from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { Browser, Page } from 'playwright-core';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, overlaysSettled } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { E2E_CONFIRMATIONS, startChainApp, type ChainApp } from './support/chain.js';
import { LIVE_WAIT_MS } from './support/global-setup.js';
import { callApi, freshKey, signInWithWallet } from './support/member.js';
import { fill } from './support/messages.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';

/**
 * Proof of reserves in the console, end to end, on an app of its own following a local node (so no
 * other spec's snapshot counts toward the hourly limit): the operator (an admin) makes a second
 * wallet an admin, proposes a declared wallet and cannot approve it; the second admin approves it
 * in their own browser and it shows in force. Then a member's deposit is credited by the chain, and
 * the admin takes a snapshot: what members are owed beside what the deposit address and the
 * declared wallet hold; a second one within the hour is refused, in words.
 */
const suite = phoneSuite();

const screenshots = (phone: Phone, name: string) => screenshotsInThemes(phone, `console-reserves-${name}`);

async function openReserves(page: Page, ready = 'reserve-wallets-propose'): Promise<void> {
  await open(page, '/admin?section=reserves');
  await byTestId(page, ready).waitFor({ state: 'visible' });
}

/** The dialog's confirm button, once the dialog has faded in. */
async function confirmDialog(page: Page, label: string): Promise<void> {
  await overlaysSettled(page);
  await page.locator('.adm-dialog-button', { hasText: label }).click();
}

/** Every hex letter of an address in the other case: a checksum that cannot hold. */
const flippedCase = (address: string) => `0x${[...address.slice(2)].map((digit) => (digit === digit.toLowerCase() ? digit.toUpperCase() : digit.toLowerCase())).join('')}`;

describe('reserves in the console', () => {
  let app: ChainApp;
  beforeAll(async () => {
    app = await startChainApp();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  /** A phone on the chain app, signed in with this key. */
  async function chainPhone(browser: Browser, privateKey: Hex): Promise<Phone> {
    const phone = await openPhone(browser, (context) => injectWallet(context, { privateKey, node: app.walletNode }).then(() => undefined), { baseUrl: app.baseUrl });
    await signInWithWallet(phone.page);
    return phone;
  }

  it('needs a second admin to declare a wallet, which then shows in force', async () => {
    const browser = (await suite.open()).context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await chainPhone(browser, OPERATOR_TEST_KEY);
    const secondKey = freshKey('reserves second admin');
    // A wallet the platform is taken to hold: what it holds counts toward the reserves once declared.
    const wallet = addressOfKey(freshKey('reserves declared wallet'));
    const label = 'Cold wallet 1';
    let second: Phone | undefined;
    try {
      expect((await callApi(admin.page, 'PUT', '/admin/operators', { address: addressOfKey(secondKey), role: 'admin' })).code).toBe(200);
      await app.chain.sendUsdt(1, wallet as Address, '500');
      const { page } = admin;
      await openReserves(page);
      expect(await byTestId(page, 'console-section-reserves').getAttribute('aria-current')).toBe('page');
      expect(await byTestId(page, 'console-section-reserves').innerText()).toBe(en.console.section.reserves);
      expect(await byTestId(page, 'reserve-wallets-none').innerText()).toBe(en.console.reserves.wallets.none);

      // Checked in the page: a broken checksum is refused before any call, and so is a missing label.
      const addressInput = byTestId(page, 'reserve-wallets-propose-address').locator('input');
      const labelInput = byTestId(page, 'reserve-wallets-propose-label').locator('input');
      await labelInput.fill(label);
      await addressInput.fill(flippedCase(wallet));
      await byTestId(page, 'reserve-wallets-propose').click();
      expect(await byTestId(page, 'reserve-wallets-propose-problem').innerText()).toBe(en.console.reserves.wallets.problem.invalid);
      await addressInput.fill(wallet);
      await labelInput.fill(' ');
      await byTestId(page, 'reserve-wallets-propose').click();
      expect(await byTestId(page, 'reserve-wallets-propose-problem').innerText()).toBe(en.console.reserves.wallets.problem.noLabel);

      // Proposed after a confirmation of the label, the address and the warning.
      await labelInput.fill(label);
      await byTestId(page, 'reserve-wallets-propose').click();
      await byTestId(page, 'reserve-wallets-propose-confirm').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'reserve-wallets-propose-change-label').innerText()).toBe(label);
      expect(await byTestId(page, 'reserve-wallets-propose-change-address').innerText()).toBe(wallet);
      expect(await byTestId(page, 'reserve-wallets-propose-confirm').innerText()).toContain(en.console.reserves.wallets.warning.add);
      const dialogProblems = await accessibilityProblems(page, 'propose wallet dialog');
      await confirmDialog(page, en.console.products.addresses.propose);
      await expectToast(page, en.console.products.addresses.proposed);

      // The proposer cannot approve, and is told why; the wallet is not in force.
      const pending = page.locator(`[data-testid^="reserve-proposal-"][data-address="${wallet}"]`);
      await pending.waitFor({ state: 'visible' });
      const proposal = (await pending.getAttribute('data-testid')) ?? '';
      expect(await byTestId(page, `${proposal}-approve`).isDisabled()).toBe(true);
      expect(await byTestId(page, `${proposal}-own`).innerText()).toBe(en.console.reserves.wallets.ownProposal);
      expect(await byTestId(page, `${proposal}-reject`).innerText()).toBe(en.console.products.addresses.withdraw);
      expect(await byTestId(page, `reserve-wallet-${wallet}`).count()).toBe(0);
      const pendingProblems = await accessibilityProblems(page, 'reserves pending');
      await byTestId(page, 'reserve-wallets').scrollIntoViewIfNeeded();
      await screenshots(admin, 'pending');

      // The second admin, in a browser of their own, approves it after a confirmation.
      second = await chainPhone(browser, secondKey);
      await openReserves(second.page);
      const approve = byTestId(second.page, `${proposal}-approve`);
      expect(await approve.isDisabled()).toBe(false);
      expect(await byTestId(second.page, `${proposal}-reject`).innerText()).toBe(en.console.products.addresses.reject);
      await approve.click();
      await byTestId(second.page, `${proposal}-confirm`).waitFor({ state: 'visible' });
      expect(await byTestId(second.page, `${proposal}-change-address`).innerText()).toBe(wallet);
      await confirmDialog(second.page, en.console.products.addresses.approve);
      await expectToast(second.page, en.console.reserves.wallets.approved);
      await byTestId(second.page, `reserve-wallet-${wallet}`).waitFor({ state: 'visible' });
      expect(await byTestId(second.page, `reserve-wallet-${wallet}-label`).innerText()).toBe(label);
      expect(await byTestId(second.page, proposal).count()).toBe(0);
      expect(await byTestId(second.page, proposal.replace('proposal', 'decision')).getAttribute('data-status')).toBe('approved');
      await byTestId(second.page, 'reserve-wallets').scrollIntoViewIfNeeded();
      await screenshots(second, 'approved');

      // The first admin sees it in force too, and may propose its removal (not done here).
      await openReserves(page);
      expect(await byTestId(page, `reserve-wallet-${wallet}-remove`).innerText()).toBe(en.console.reserves.wallets.remove);

      expect([...dialogProblems, ...pendingProblems]).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await second?.close();
      await admin.close();
    }
    // Two browsers sign in one after another, and four screenshots: more than the default minute on a busy machine.
  }, 180_000);

  it('takes a snapshot now, once: what members are owed beside what the chain holds, then the hourly refusal', async () => {
    const browser = (await suite.open()).context.browser();
    if (!browser) throw new Error('no browser');
    const member = await chainPhone(browser, freshKey('reserves member'));
    const admin = await chainPhone(browser, OPERATOR_TEST_KEY);
    try {
      // The member's deposit, credited by the chain.
      expect((await callApi(member.page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION })).code).toBe(200);
      const { data: deposit } = await callApi<DepositAddress>(member.page, 'GET', '/member/depositAddress?chain=ERC20');
      await app.chain.sendUsdt(1, deposit.address as Address, '250');
      await app.chain.mine(E2E_CONFIRMATIONS);
      const credited = async () => (await callApi<{ rows: DepositRow[] }>(member.page, 'GET', '/member/rechargeRecord/listH5')).data.rows.map((row) => row.status);
      await expect.poll(credited, { timeout: LIVE_WAIT_MS }).toEqual(['passed']);
      const declared = (await callApi<ReserveWalletsView>(admin.page, 'GET', '/admin/reserves/wallets')).data.wallets.map((row) => row.address);
      let held = await app.chain.usdtBalance(deposit.address as Address);
      for (const address of declared) held += await app.chain.usdtBalance(address as Address);
      const reserves = (Number(held) / 1e6).toString();

      const { page } = admin;
      await openReserves(page, 'reserves-snapshot-take');
      await byTestId(page, 'reserves-snapshot-none').waitFor();
      await byTestId(page, 'reserves-snapshot-take').click();
      await expectToast(page, fill(en.console.reserves.takenNow, { id: '1' }));
      const usdt = 'reserves-coin-USDT';
      await byTestId(page, usdt).waitFor();
      expect(await byTestId(page, `${usdt}-status`).innerText()).toBe(en.console.reserves.status.read);
      expect(await byTestId(page, `${usdt}-liabilities-value`).innerText()).toBe('250');
      expect(await byTestId(page, `${usdt}-reserves-value`).innerText()).toBe(reserves.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
      expect(await byTestId(page, `${usdt}-ratio-value`).innerText()).toBe(`${((Number(held) / 1e6 / 250) * 100).toFixed(2)}%`);
      const [published] = (await callApi<{ rows: ReserveSnapshot[] }>(page, 'GET', '/reserves')).data.rows;
      expect(published?.reserves?.wallets).toEqual(declared);
      const read = { block: String(published?.reserves?.blockNumber), addresses: String(published?.reserves?.addresses), wallets: String(declared.length) };
      expect(await byTestId(page, `${usdt}-read`).innerText()).toBe(fill(en.console.reserves.readAt, read));
      const takenProblems = await accessibilityProblems(page, 'reserves snapshot');
      await byTestId(page, 'reserves-snapshot').scrollIntoViewIfNeeded();
      await screenshots(admin, 'snapshot');

      // The member's own page shows the same reserves beside what is owed, and their balance verifies in the root.
      await open(member.page, '/reserves');
      await byTestId(member.page, usdt).waitFor({ state: 'visible' });
      expect(await byTestId(member.page, `${usdt}-reserves`).innerText()).toBe(await byTestId(page, `${usdt}-reserves-value`).innerText());
      expect(await byTestId(member.page, `${usdt}-ratio`).innerText()).toBe(await byTestId(page, `${usdt}-ratio-value`).innerText());
      expect(await byTestId(member.page, `${usdt}-covered`).innerText()).toBe(en.reserves.coin.covered);
      await byTestId(member.page, 'reserves-verify-USDT').click();
      await byTestId(member.page, 'reserves-verdict-USDT').waitFor({ state: 'visible' });
      expect(await byTestId(member.page, 'reserves-verdict-USDT').getAttribute('data-verdict')).toBe('included');
      await screenshotsInThemes(member, 'reserves-on-chain');

      // A second one within the hour: refused, in the server's words, and nothing new is published.
      await byTestId(page, 'reserves-snapshot-take').click();
      const refusal = new RegExp(`^${enApi.reservesSnapshotTooSoon.replace('{minutes}', '(59|60)')}$`);
      await expect.poll(() => byTestId(page, 'reserves-snapshot-problem').innerText().catch(() => '')).toMatch(refusal);
      expect((await callApi<{ total: number }>(page, 'GET', '/reserves')).data.total).toBe(1);
      await screenshots(admin, 'refused');

      expect(takenProblems).toEqual([]);
      // The refusal is an HTTP 429, which the browser and the phone report: expected here, and only it.
      const refusedRequest = /status of 429|429 Too Many Requests \(server rate limit\) for .*\/api\/admin\/reserves\/snapshot$/;
      expect(admin.errors.filter((error) => !refusedRequest.test(error))).toEqual([]);
      expect(admin.errors.length).toBeLessThanOrEqual(2);
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
      await admin.close();
    }
  }, 180_000);
});

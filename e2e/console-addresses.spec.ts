import { DEMO_DEPOSIT_ADDRESSES, type DepositAddressesView, type DepositAddressProposal } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems, overlaysSettled } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { callApi, freshKey, memberPhone, operatorPhone, signInWithWallet } from './support/member.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet } from './support/wallet.js';
import { fill } from './support/messages.js';

/**
 * Deposit addresses with four eyes, end to end: the operator (an admin) makes a second wallet an
 * admin, proposes a new Ethereum address in the console and cannot approve it; the second admin
 * approves it in their own browser; a member's deposit page then shows it, no longer a demo. The
 * demo burn address is put back at the end (approved the same way): the other specs expect it.
 */
const suite = phoneSuite();

const NEW_ADDRESS = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';

const screenshots = (phone: Phone, name: string) => screenshotsInThemes(phone, `console-addresses-${name}`);

async function openAddresses(page: Page): Promise<void> {
  await open(page, '/admin?section=products');
  await byTestId(page, 'addresses-ethereum').waitFor({ state: 'visible' });
}

/** The dialog's confirm button, once the dialog has faded in. */
async function confirmDialog(page: Page, label: string): Promise<void> {
  await overlaysSettled(page);
  await page.locator('.adm-dialog-button', { hasText: label }).click();
}

/** Removes an operator (DELETE: callApi sends GET, POST and PUT only). */
async function removeOperator(page: Page, address: string): Promise<number> {
  return page.evaluate(async (target) => {
    const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value?: string } | null)?.value;
    const response = await fetch(`/api/admin/operators/${target}`, { method: 'DELETE', headers: { authorization: `Bearer ${token ?? ''}` } });
    return response.status;
  }, address);
}

describe('deposit addresses in the console', () => {
  it('needs a second admin to approve a new address, which members are then shown', async () => {
    const member = await memberPhone(suite, freshKey('addresses member'));
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await operatorPhone(browser);
    const secondKey = freshKey('addresses second admin');
    const secondAddress = addressOfKey(secondKey);
    let second: Phone | undefined;
    try {
      expect((await callApi(admin.page, 'PUT', '/admin/operators', { address: secondAddress, role: 'admin' })).code).toBe(200);
      const { page } = admin;
      await openAddresses(page);
      expect(await byTestId(page, 'addresses-ethereum').getAttribute('data-source')).not.toBe('approved');
      const before = await byTestId(page, 'addresses-ethereum-address').innerText();

      // One admin switches ETH off (after a confirmation): members are no longer offered it; then on again.
      const ethSwitch = byTestId(page, 'addresses-chain-ETH-switch');
      expect(await ethSwitch.getAttribute('aria-checked')).toBe('true');
      await ethSwitch.click();
      await byTestId(page, 'addresses-chain-confirm').waitFor({ state: 'visible' });
      await confirmDialog(page, en.console.products.addresses.turnOff);
      await expect.poll(() => ethSwitch.getAttribute('aria-checked')).toBe('false');
      const offered = async () => (await callApi<{ deposit: { chain: string }[] }>(member.page, 'GET', '/member/config/listH5')).data.deposit.map((channel) => channel.chain);
      expect(await offered()).not.toContain('ETH');
      await byTestId(page, 'addresses-chain-confirm').waitFor({ state: 'hidden' });
      await ethSwitch.click();
      await confirmDialog(page, en.console.products.addresses.turnOn);
      await expect.poll(() => ethSwitch.getAttribute('aria-checked')).toBe('true');
      expect(await offered()).toContain('ETH');

      // Checked in the page: a broken checksum is refused before any call.
      await byTestId(page, 'addresses-ethereum-propose-address').locator('input').fill(NEW_ADDRESS.replace('Ed', 'eD'));
      await byTestId(page, 'addresses-ethereum-propose').click();
      expect(await byTestId(page, 'addresses-ethereum-propose-problem').innerText()).toBe(fill(en.console.products.addresses.problem.invalid, { network: 'Ethereum' }));

      // Proposed after a confirmation of before and after, with the warning.
      await byTestId(page, 'addresses-ethereum-propose-address').locator('input').fill(NEW_ADDRESS);
      await byTestId(page, 'addresses-ethereum-propose').click();
      await byTestId(page, 'addresses-ethereum-propose-confirm').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'addresses-ethereum-propose-change-before').innerText()).toBe(before);
      expect(await byTestId(page, 'addresses-ethereum-propose-change-after').innerText()).toBe(NEW_ADDRESS);
      expect(await byTestId(page, 'addresses-ethereum-propose-confirm').innerText()).toContain(en.console.products.addresses.proposeWarning);
      const dialogProblems = await accessibilityProblems(page, 'propose dialog');
      await confirmDialog(page, en.console.products.addresses.propose);
      await expectToast(page, en.console.products.addresses.proposed);

      // The proposer cannot approve, and is told why; members still see the old address.
      const approve = byTestId(page, 'addresses-ethereum-pending-approve');
      await approve.waitFor({ state: 'visible' });
      expect(await approve.isDisabled()).toBe(true);
      expect(await byTestId(page, 'addresses-ethereum-pending-own').innerText()).toBe(en.console.products.addresses.ownProposal);
      expect(await byTestId(page, 'addresses-ethereum-pending-address').innerText()).toBe(NEW_ADDRESS);
      const deskProblems = await accessibilityProblems(page, 'addresses pending');
      await byTestId(page, 'deposit-addresses').scrollIntoViewIfNeeded();
      await screenshots(admin, 'pending');
      await open(member.page, '/topUp');
      expect(await byTestId(member.page, 'deposit-address').innerText()).toBe(before);

      // The second admin, in a browser of their own, approves it after a confirmation.
      second = await openPhone(browser, (context) => injectWallet(context, { privateKey: secondKey }).then(() => undefined));
      await signInWithWallet(second.page);
      await openAddresses(second.page);
      const secondApprove = byTestId(second.page, 'addresses-ethereum-pending-approve');
      expect(await secondApprove.isDisabled()).toBe(false);
      expect(await byTestId(second.page, 'addresses-ethereum-pending-reject').innerText()).toBe(en.console.products.addresses.reject);
      await secondApprove.click();
      await byTestId(second.page, 'addresses-ethereum-pending-confirm').waitFor({ state: 'visible' });
      expect(await byTestId(second.page, 'addresses-ethereum-pending-change-after').innerText()).toBe(NEW_ADDRESS);
      await confirmDialog(second.page, en.console.products.addresses.approve);
      await expectToast(second.page, en.console.products.addresses.approved);
      await expect.poll(() => byTestId(second?.page ?? page, 'addresses-ethereum').getAttribute('data-source')).toBe('approved');
      expect(await byTestId(second.page, 'addresses-ethereum-address').innerText()).toBe(NEW_ADDRESS);
      await byTestId(second.page, 'deposit-addresses').scrollIntoViewIfNeeded();
      await screenshots(second, 'approved');

      // The member's deposit page shows it at once, no longer as a demo.
      await open(member.page, '/topUp');
      await expect.poll(() => byTestId(member.page, 'deposit-address').innerText()).toBe(NEW_ADDRESS);
      expect(await byTestId(member.page, 'deposit-demo-warning').count()).toBe(0);
      await screenshots(member, 'member-deposit');

      expect([...dialogProblems, ...deskProblems]).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      // Back to the demo burn address (approved by two admins too), every chain on, then one admin again.
      for (const chain of ['ERC20', 'ETH', 'BTC']) await callApi(admin.page, 'PUT', `/admin/depositAddresses/chains/${chain}`, { enabled: true });
      const view = (await callApi<DepositAddressesView>(admin.page, 'GET', '/admin/depositAddresses')).data;
      const ethereum = view.networks.find((row) => row.network === 'ethereum');
      if (ethereum?.pending) await callApi(admin.page, 'POST', `/admin/depositAddresses/proposals/${ethereum.pending.id}/reject`);
      if (ethereum && !ethereum.demoAddress && second) {
        const restore = await callApi<DepositAddressProposal>(admin.page, 'POST', '/admin/depositAddresses/proposals', { network: 'ethereum', address: DEMO_DEPOSIT_ADDRESSES.ethereum });
        expect((await callApi(second.page, 'POST', `/admin/depositAddresses/proposals/${restore.data.id}/approve`)).code).toBe(200);
      }
      expect(await removeOperator(admin.page, secondAddress)).toBe(200);
      const config = await callApi<{ deposit: { chain: string; address: string; demoAddress: boolean }[] }>(member.page, 'GET', '/member/config/listH5');
      expect(config.data.deposit.find((channel) => channel.chain === 'ERC20')).toMatchObject({ address: DEMO_DEPOSIT_ADDRESSES.ethereum, demoAddress: true });
      await second?.close();
      await admin.close();
    }
    // Three browsers sign in one after another, and six screenshots: more than the default minute on a busy machine.
  }, 180_000);
});

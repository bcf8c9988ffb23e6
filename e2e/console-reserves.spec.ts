import type { ReserveWalletsView } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems, overlaysSettled } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { callApi, freshKey, operatorPhone, signInWithWallet } from './support/member.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet } from './support/wallet.js';

/**
 * Proof of reserves in the console, end to end: the operator (an admin) makes a second wallet an
 * admin, proposes a declared wallet and cannot approve it; the second admin approves it in their
 * own browser and it shows in force. The wallet is removed at the end (with four eyes too), so
 * the server's other specs see no declared wallet.
 */
const suite = phoneSuite();

const screenshots = (phone: Phone, name: string) => screenshotsInThemes(phone, `console-reserves-${name}`);

async function openReserves(page: Page): Promise<void> {
  await open(page, '/admin?section=reserves');
  await byTestId(page, 'reserve-wallets-propose').waitFor({ state: 'visible' });
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

describe('reserves in the console', () => {
  it('needs a second admin to declare a wallet, which then shows in force', async () => {
    const opened = await suite.open();
    const browser = opened.context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await operatorPhone(browser);
    const secondKey = freshKey('reserves second admin');
    const secondAddress = addressOfKey(secondKey);
    // A wallet of its own for each run (EIP-55), so no earlier run's declaration gets in the way.
    const wallet = addressOfKey(freshKey('reserves declared wallet'));
    const label = 'Cold wallet 1';
    let second: Phone | undefined;
    try {
      expect((await callApi(admin.page, 'PUT', '/admin/operators', { address: secondAddress, role: 'admin' })).code).toBe(200);
      const { page } = admin;
      await openReserves(page);
      expect(await byTestId(page, 'console-section-reserves').getAttribute('aria-current')).toBe('page');
      expect(await byTestId(page, 'console-section-reserves').innerText()).toBe(en.console.section.reserves);

      // Checked in the page: a broken checksum is refused before any call, and so is a missing label.
      const addressInput = byTestId(page, 'reserve-wallets-propose-address').locator('input');
      const labelInput = byTestId(page, 'reserve-wallets-propose-label').locator('input');
      await addressInput.fill(`0x${[...wallet.slice(2)].map((digit) => (digit === digit.toLowerCase() ? digit.toUpperCase() : digit.toLowerCase())).join('')}`);
      await labelInput.fill(label);
      await byTestId(page, 'reserve-wallets-propose').click();
      expect(await byTestId(page, 'reserve-wallets-propose-problem').innerText()).toBe(en.console.reserves.wallets.problem.invalid);
      await addressInput.fill(wallet);
      await labelInput.fill(' ');
      await byTestId(page, 'reserve-wallets-propose').click();
      expect(await byTestId(page, 'reserve-wallets-propose-problem').innerText()).toBe(en.console.reserves.wallets.problem.noLabel);

      // Proposed after a confirmation of the label, address and warning.
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
      const proposalId = (await pending.getAttribute('data-testid')) ?? '';
      const approve = byTestId(page, `${proposalId}-approve`);
      expect(await approve.isDisabled()).toBe(true);
      expect(await byTestId(page, `${proposalId}-own`).innerText()).toBe(en.console.reserves.wallets.ownProposal);
      expect(await byTestId(page, `${proposalId}-reject`).innerText()).toBe(en.console.products.addresses.withdraw);
      expect(await byTestId(page, `reserve-wallet-${wallet}`).count()).toBe(0);
      const pendingProblems = await accessibilityProblems(page, 'reserves pending');
      await byTestId(page, 'reserve-wallets').scrollIntoViewIfNeeded();
      await screenshots(admin, 'pending');

      // The second admin, in a browser of their own, approves it after a confirmation.
      second = await openPhone(browser, (context) => injectWallet(context, { privateKey: secondKey }).then(() => undefined));
      await signInWithWallet(second.page);
      await openReserves(second.page);
      const secondApprove = byTestId(second.page, `${proposalId}-approve`);
      expect(await secondApprove.isDisabled()).toBe(false);
      expect(await byTestId(second.page, `${proposalId}-reject`).innerText()).toBe(en.console.products.addresses.reject);
      await secondApprove.click();
      await byTestId(second.page, `${proposalId}-confirm`).waitFor({ state: 'visible' });
      expect(await byTestId(second.page, `${proposalId}-change-address`).innerText()).toBe(wallet);
      await confirmDialog(second.page, en.console.products.addresses.approve);
      await expectToast(second.page, en.console.reserves.wallets.approved);
      const inForce = byTestId(second.page, `reserve-wallet-${wallet}`);
      await inForce.waitFor({ state: 'visible' });
      expect(await byTestId(second.page, `reserve-wallet-${wallet}-label`).innerText()).toBe(label);
      expect(await byTestId(second.page, proposalId).count()).toBe(0);
      expect(await byTestId(second.page, `reserve-decision-${proposalId.replace('reserve-proposal-', '')}`).getAttribute('data-status')).toBe('approved');
      await byTestId(second.page, 'reserve-wallets').scrollIntoViewIfNeeded();
      await screenshots(second, 'approved');

      // The first admin sees it in force too.
      await openReserves(page);
      await byTestId(page, `reserve-wallet-${wallet}`).waitFor({ state: 'visible' });

      expect([...dialogProblems, ...pendingProblems]).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      // No declared wallet left behind (removed by two admins too), then one admin again.
      const view = (await callApi<ReserveWalletsView>(admin.page, 'GET', '/admin/reserves/wallets')).data;
      for (const proposal of view.pending) await callApi(admin.page, 'POST', `/admin/reserves/wallets/proposals/${proposal.id}/reject`);
      if (second && view.wallets.some((row) => row.address === wallet)) {
        const removal = await callApi<{ id: number }>(admin.page, 'POST', '/admin/reserves/wallets/proposals', { action: 'remove', address: wallet });
        expect((await callApi(second.page, 'POST', `/admin/reserves/wallets/proposals/${removal.data.id}/approve`)).code).toBe(200);
      }
      expect(await removeOperator(admin.page, secondAddress)).toBe(200);
      await second?.close();
      await admin.close();
    }
    // Two browsers sign in one after another, and four screenshots: more than the default minute on a busy machine.
  }, 180_000);
});

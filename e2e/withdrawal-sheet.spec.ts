import { WITHDRAWAL_FEE_USDT } from '@halyard/shared';
import Decimal from 'decimal.js';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, expectToast, open, shortAddress } from './support/app.js';
import { callApi, freshKey, memberPhone, operatorPhone } from './support/member.js';
import { fill } from './support/messages.js';
import { screenshotsInThemes, phoneSuite, type Phone } from './support/phone.js';
import { addressOfKey } from './support/wallet.js';

/**
 * Issue 29 item 4, the member's side: a deposit reported from another wallet ("Sent from"); an
 * address saved in the book, withdrawn to through the confirmation sheet (network, emphasised
 * address, amount, fee, arrival, and the first-withdrawal warning), paid by the operator, then
 * withdrawn to again without the warning; and a typed new address saved from its record.
 * Amounts are USDT, credited at 1:1, so no live price or clock enters any figure.
 */
const suite = phoneSuite();

const FUNDS = '100';
const FIRST = '20';
const SECOND = '15';
const THIRD = '12';
const LABEL = 'Cold wallet';

function usdt(value: Decimal.Value): string {
  return `${new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)} USDT`;
}

function text(page: Page, testId: string): Promise<string> {
  return byTestId(page, testId).innerText();
}

function randomTxHash(): string {
  return keccak256(toHex(`${Date.now()}-${Math.random()}`));
}

function idOf(page: Page): string {
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The operator, in a second browser beside the member's, approving through the API (the console's own call). */
async function asOperator(member: Phone, work: (page: Page) => Promise<void>): Promise<void> {
  const browser = member.context.browser();
  if (!browser) throw new Error('the member phone has no browser');
  const operator = await operatorPhone(browser);
  try {
    await work(operator.page);
    expect(operator.errors).toEqual([]);
  } finally {
    await operator.close();
  }
}

async function expectNoProblems(page: Page, where: string): Promise<void> {
  expect(await accessibilityProblems(page, where)).toEqual([]);
}

/** Picks the saved address of `id` from the book opened beside the address field. */
async function pickFromBook(page: Page, id: string): Promise<void> {
  await byTestId(page, 'withdrawal-address-book').click();
  await byTestId(page, `address-book-pick-${id}`).click();
  await byTestId(page, 'address-book').waitFor({ state: 'detached' });
}

/** Withdraw checks the form and opens the sheet, which has finished checking the address. */
async function openSheet(page: Page, amount: string): Promise<void> {
  await byTestId(page, 'withdrawal-amount').locator('input').fill(amount);
  await byTestId(page, 'withdrawal-submit').click();
  await byTestId(page, 'withdrawal-confirm').waitFor({ state: 'visible' });
  await page.locator('[data-testid="withdrawal-confirm"] [data-notice]:not([data-notice="checking"])').waitFor({ state: 'visible' });
}

/** What the sheet shows, row by row. */
async function expectSheet(page: Page, { address, amount, label }: { address: string; amount: string; label?: string }): Promise<void> {
  expect(await text(page, 'withdrawal-confirm-details-network')).toBe('USDT-ERC20 · Ethereum');
  const shown = byTestId(page, 'withdrawal-confirm-address');
  expect(await shown.getAttribute('data-address')).toBe(address);
  expect(await text(page, 'withdrawal-confirm-address-head')).toBe(address.slice(0, 6));
  expect(await text(page, 'withdrawal-confirm-address-tail')).toBe(address.slice(-6));
  // The ends are drawn bold and in the accent colour; the middle is not.
  expect(await byTestId(page, 'withdrawal-confirm-address-head').evaluate((node) => Number(getComputedStyle(node).fontWeight))).toBeGreaterThanOrEqual(700);
  // Screen readers get the address as one plain string; the styled runs are hidden from them.
  expect(await shown.locator('.visually-hidden').textContent()).toBe(address);
  expect(await shown.locator('[aria-hidden="true"]').textContent()).toBe(address);
  if (label === undefined) expect(await byTestId(page, 'withdrawal-confirm-details-label').count()).toBe(0);
  else expect(await text(page, 'withdrawal-confirm-details-label')).toBe(label);
  expect(await text(page, 'withdrawal-confirm-details-amount')).toBe(usdt(amount));
  expect(await text(page, 'withdrawal-confirm-details-fee')).toBe(usdt(WITHDRAWAL_FEE_USDT));
  expect(await text(page, 'withdrawal-confirm-details-receipt')).toBe(usdt(new Decimal(amount).minus(WITHDRAWAL_FEE_USDT)));
}

/** Confirms the sheet; the withdrawal's record opens, waiting for review. */
async function confirmSheet(page: Page): Promise<string> {
  await byTestId(page, 'withdrawal-confirm-submit').click();
  await page.waitForURL((url) => /^\/withdrawal\/\d+$/.test(url.pathname));
  expect(await text(page, 'withdrawal-detail-status')).toBe(en.assets.status.submitted);
  return idOf(page);
}

describe('the withdrawal confirmation sheet and the address book', () => {
  it('reports a deposit sent from another wallet, saves an address, withdraws to it twice and saves a typed one', async () => {
    const memberKey = freshKey('withdrawal sheet member');
    const member = await memberPhone(suite, memberKey);
    const { page } = member;
    const ownWallet = addressOfKey(memberKey);
    const otherWallet = addressOfKey(freshKey('withdrawal sheet other wallet'));
    const saved = addressOfKey(freshKey('withdrawal sheet saved address'));
    const typed = addressOfKey(freshKey('withdrawal sheet typed address'));

    // "Sent from" on an Ethereum deposit: the member's own wallet unless they name another; none for Bitcoin.
    await open(page, '/topUp');
    await byTestId(page, 'deposit-coin-BTC').click();
    expect(await byTestId(page, 'deposit-sender').count()).toBe(0);
    await byTestId(page, 'deposit-coin-USDT').click();
    await byTestId(page, 'deposit-chain-ERC20').click();
    expect(await byTestId(page, 'deposit-sender').locator('input').getAttribute('placeholder')).toBe(fill(en.assets.deposit.senderPlaceholder, { address: shortAddress(ownWallet) }));
    await expectNoProblems(page, 'deposit form');
    await byTestId(page, 'deposit-amount').locator('input').fill(FUNDS);
    await byTestId(page, 'deposit-tx-hash').locator('input').fill(randomTxHash());
    await byTestId(page, 'deposit-tx-hash').locator('input').blur();
    await byTestId(page, 'deposit-sender').evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await screenshotsInThemes(member, 'deposit-sender');
    await byTestId(page, 'deposit-sender').locator('input').fill('0x1234');
    await byTestId(page, 'deposit-submit').click();
    expect(await text(page, 'deposit-problem')).toBe(en.assets.deposit.senderInvalid);
    await byTestId(page, 'deposit-sender').locator('input').fill(otherWallet);
    await byTestId(page, 'deposit-submit').click();
    await page.waitForURL((url) => /^\/topUp\/\d+$/.test(url.pathname));
    const depositId = idOf(page);
    expect(await text(page, 'deposit-detail-sender')).toBe(otherWallet);
    await asOperator(member, async (operator) => {
      const approved = await callApi(operator, 'POST', `/admin/deposits/${depositId}/approve`);
      expect(approved.code, approved.msg).toBe(200);
    });

    // The book is empty at first; an address is checked as the server checks it, then saved with a label.
    await open(page, '/withdrawal');
    await expect.poll(() => text(page, 'withdrawal-available')).toBe(fill(en.assets.availableValue, { amount: '100.00', coin: 'USDT' }));
    await expectNoProblems(page, 'withdrawal form');
    await byTestId(page, 'withdrawal-address-book').click();
    expect(await text(page, 'address-book-empty')).toBe(en.assets.addressBook.empty);
    await expectNoProblems(page, 'empty address book');
    await screenshotsInThemes(member, 'address-book-empty');
    await byTestId(page, 'address-book-add').click();
    await byTestId(page, 'address-book-address').locator('input').fill(saved.replace(/(?<=^0x.*)[a-f]/, (letter) => letter.toUpperCase()));
    await byTestId(page, 'address-book-label').locator('input').fill(LABEL);
    await byTestId(page, 'address-book-save').click();
    expect(await text(page, 'address-book-problem')).toBe(fill(en.assets.withdrawal.addressInvalid, { network: 'Ethereum' }));
    await byTestId(page, 'address-book-address').locator('input').fill(saved);
    await byTestId(page, 'address-book-label').locator('input').blur();
    await screenshotsInThemes(member, 'address-book-add');
    await byTestId(page, 'address-book-save').click();
    await expectToast(page, en.assets.addressBook.saved);
    const row = page.locator('[data-testid^="address-book-row-"]');
    await expect.poll(() => row.count()).toBe(1);
    const bookId = ((await row.getAttribute('data-testid')) ?? '').replace('address-book-row-', '');
    expect(await row.getAttribute('data-address')).toBe(saved);
    expect(await row.innerText()).toContain(LABEL);
    expect(await text(page, `address-book-paid-${bookId}`)).toBe(en.assets.addressBook.neverPaid);
    expect(await text(page, 'list-end')).toBe(en.common.noMore);
    await expectNoProblems(page, 'address book');
    await screenshotsInThemes(member, 'address-book');
    // Saved for Ethereum, so the Tron page of the book has none.
    await byTestId(page, 'address-book-chain-TRC20').click();
    await byTestId(page, 'address-book-empty').waitFor({ state: 'visible' });
    await byTestId(page, 'address-book-close').click();
    await byTestId(page, 'address-book').waitFor({ state: 'detached' });

    // Picked from the book, the address fills the form; Withdraw opens the sheet and sends nothing yet.
    await pickFromBook(page, bookId);
    expect(await byTestId(page, 'withdrawal-address').locator('input').inputValue()).toBe(saved);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/member/withdrawalRecord/add')) sent.push(request.method());
    });
    await byTestId(page, 'withdrawal-amount').locator('input').fill(FIRST);
    await screenshotsInThemes(member, 'withdrawal-form');
    await openSheet(page, FIRST);
    await expectSheet(page, { address: saved, amount: FIRST, label: LABEL });
    expect(await text(page, 'withdrawal-confirm-new-address')).toBe(en.assets.withdrawal.firstWithdrawal);
    await expectNoProblems(page, 'withdrawal sheet, new address');
    await screenshotsInThemes(member, 'withdrawal-sheet-new-address');
    // Cancel leaves everything as it was: nothing was sent.
    await byTestId(page, 'withdrawal-confirm-cancel').click();
    await byTestId(page, 'withdrawal-confirm').waitFor({ state: 'detached' });
    expect(sent).toEqual([]);
    await openSheet(page, FIRST);
    const first = await confirmSheet(page);
    expect(sent).toEqual(['POST']);
    // In the book already: no offer to save it.
    await byTestId(page, 'withdrawal-detail-address').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'save-address-offer').count()).toBe(0);

    await asOperator(member, async (operator) => {
      const paid = await callApi(operator, 'POST', `/admin/withdrawals/${first}/approve`, { txHash: randomTxHash() });
      expect(paid.code, paid.msg).toBe(200);
    });

    // Paid once there: the book says so, and the second withdrawal's sheet has no warning.
    await open(page, '/withdrawal');
    await byTestId(page, 'withdrawal-address-book').click();
    await expect.poll(() => text(page, `address-book-paid-${bookId}`)).toBe(fill(en.assets.addressBook.paidCount, { count: '1' }));
    await byTestId(page, `address-book-pick-${bookId}`).click();
    await byTestId(page, 'address-book').waitFor({ state: 'detached' });
    await openSheet(page, SECOND);
    await expectSheet(page, { address: saved, amount: SECOND, label: LABEL });
    expect(await byTestId(page, 'withdrawal-confirm-new-address').count()).toBe(0);
    expect(await text(page, 'withdrawal-confirm-paid-before')).toBe(fill(en.assets.withdrawal.paidBefore, { count: '1' }));
    await expectNoProblems(page, 'withdrawal sheet, known address');
    await screenshotsInThemes(member, 'withdrawal-sheet-known-address');
    const second = await confirmSheet(page);

    // A typed address the book does not hold: warned as new, then offered to be saved from its record.
    await open(page, '/withdrawal');
    await byTestId(page, 'withdrawal-address').locator('input').fill(typed);
    // If the check cannot be made, the sheet claims neither "new" nor "paid before", and Confirm stays open.
    suite.expectErrors(/net::ERR_FAILED/);
    await page.route('**/api/member/withdrawalAddress/check?*', (route) => route.abort('failed'));
    await openSheet(page, THIRD);
    expect(await text(page, 'withdrawal-confirm-unchecked')).toBe(en.assets.withdrawal.checkFailed);
    expect(await byTestId(page, 'withdrawal-confirm-new-address').count()).toBe(0);
    expect(await byTestId(page, 'withdrawal-confirm-submit').isEnabled()).toBe(true);
    await byTestId(page, 'withdrawal-confirm-cancel').click();
    await byTestId(page, 'withdrawal-confirm').waitFor({ state: 'detached' });
    await page.unroute('**/api/member/withdrawalAddress/check?*');
    await openSheet(page, THIRD);
    await expectSheet(page, { address: typed, amount: THIRD });
    await byTestId(page, 'withdrawal-confirm-new-address').waitFor({ state: 'visible' });
    await confirmSheet(page);
    await byTestId(page, 'save-address-offer').waitFor({ state: 'visible' });
    expect(await text(page, 'save-address-offer')).toContain(en.assets.addressBook.saveOffer);
    await byTestId(page, 'save-address-open').click();
    await byTestId(page, 'save-address-submit').click();
    expect(await text(page, 'save-address-problem')).toBe(en.assets.addressBook.labelRequired);
    await byTestId(page, 'save-address-label').locator('input').fill('Exchange account');
    await expectNoProblems(page, 'save address offer');
    await screenshotsInThemes(member, 'withdrawal-detail-save-offer');
    await byTestId(page, 'save-address-submit').click();
    await expectToast(page, en.assets.addressBook.saved);
    await byTestId(page, 'save-address-offer').waitFor({ state: 'detached' });

    // The records list all three, newest first; the book holds both addresses, and one is deleted after a confirmation.
    await open(page, '/withdrawal');
    const records = page.locator('[data-testid^="withdrawal-row-"]');
    await expect.poll(() => records.count()).toBe(3);
    expect(await records.nth(1).getAttribute('data-testid')).toBe(`withdrawal-row-${second}`);
    expect(await records.nth(2).getAttribute('data-testid')).toBe(`withdrawal-row-${first}`);
    await byTestId(page, 'withdrawal-address-book').click();
    await expect.poll(() => row.count()).toBe(2);
    expect(await row.first().getAttribute('data-address')).toBe(typed);
    const typedId = ((await row.first().getAttribute('data-testid')) ?? '').replace('address-book-row-', '');
    await byTestId(page, `address-book-remove-${typedId}`).click();
    expect(await text(page, 'address-book-remove-dialog')).toBe(fill(en.assets.addressBook.removeBody, { label: 'Exchange account', address: shortAddress(typed) }));
    await page.locator('.adm-dialog-button', { hasText: en.assets.addressBook.removeConfirm }).click();
    await expectToast(page, en.assets.addressBook.removed);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.first().getAttribute('data-address')).toBe(saved);
  });
});

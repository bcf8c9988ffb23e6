import { numberSymbolsOf, type Locale } from '@halyard/shared';
import Decimal from 'decimal.js';
import type { Page } from 'playwright-core';
import { keccak256, toHex, type Hex } from 'viem';
import { expect } from 'vitest';
import { byTestId, en, open, type Messages } from './app.js';
import { depositNoticeShown } from './member.js';
import { openPhone, type Phone, type PhoneSuite } from './phone.js';
import { injectWallet, OPERATOR_TEST_KEY } from './wallet.js';

/** A shown number ("116,476.79", "+12.30 USDT", "-0.25%"; de_DE "116.476,79") as a decimal, read in the page's language. */
export function shownDecimal(text: string, locale: Locale = 'en_US'): Decimal {
  const { group, decimal } = numberSymbolsOf(locale);
  const plain = text.split(group).join('').split(decimal).join('.');
  return new Decimal(plain.replace(/[^0-9.-]/g, ''));
}

export function text(page: Page, testId: string): Promise<string> {
  return byTestId(page, testId).innerText();
}

/**
 * The values of a detail list (`<list>-<key>` test ids) read in one go, as they stood together: a
 * confirmation sheet's figures follow the live index, and reads one by one may straddle a tick.
 */
export function detailsAtOnce(page: Page, list: string, keys: readonly string[]): Promise<Record<string, string>> {
  return page.evaluate(
    ({ prefix, names }) =>
      Object.fromEntries(
        names.map((key) => {
          const node = document.querySelector<HTMLElement>(`[data-testid="${prefix}-${key}"]`);
          if (!node) throw new Error(`no ${prefix}-${key}`);
          return [key, node.innerText];
        }),
      ),
    { prefix: list, names: [...keys] },
  );
}

async function signInWithWallet(page: Page): Promise<void> {
  await open(page, '/home');
  await byTestId(page, 'header-login').click();
  await byTestId(page, 'header-address').waitFor({ state: 'visible' });
}

/** A member signed in with their own wallet, in a fresh phone of the suite. */
export async function walletPhone(suite: PhoneSuite, privateKey: Hex): Promise<Phone> {
  const phone = await suite.open(async (context) => {
    await injectWallet(context, { privateKey });
  });
  await signInWithWallet(phone.page);
  return phone;
}

/** Accepts the user agreement on /tos (money moves only after it), unless this member already has. */
export async function acceptAgreement(page: Page): Promise<void> {
  await open(page, '/tos');
  const accepted = byTestId(page, 'tos-accepted');
  const accept = byTestId(page, 'tos-accept');
  await accepted.or(accept).first().waitFor({ state: 'visible' });
  if (await accept.isVisible()) await accept.click();
  await accepted.waitFor({ state: 'visible' });
}

/**
 * Funds a member's fund account as a real member would: a deposit with a transaction hash, passed
 * by the operator (a second browser, signed in with the operator's wallet) on the review page.
 * Returns once the deposit's live notice is on the member's page: open a fresh one to go on.
 */
export async function fundByDeposit(member: Phone, amount: string): Promise<void> {
  const { page } = member;
  await open(page, '/topUp');
  await byTestId(page, 'deposit-amount').locator('input').fill(amount);
  await byTestId(page, 'deposit-tx-hash').locator('input').fill(keccak256(toHex(`${Date.now()}-${Math.random()}`)));
  await byTestId(page, 'deposit-submit').click();
  await page.waitForURL((url) => /^\/topUp\/\d+$/.test(url.pathname));
  const depositId = new URL(page.url()).pathname.split('/').pop() ?? '';

  const browser = member.context.browser();
  if (!browser) throw new Error('the member phone has no browser');
  const operator = await openPhone(browser, async (context) => {
    await injectWallet(context, { privateKey: OPERATOR_TEST_KEY });
  });
  try {
    await signInWithWallet(operator.page);
    await open(operator.page, '/admin');
    await byTestId(operator.page, `review-deposit-${depositId}-approve`).click();
    await operator.page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await byTestId(operator.page, `review-deposit-${depositId}`).waitFor({ state: 'detached' });
    expect(operator.errors).toEqual([]);
  } finally {
    await operator.close();
  }
  await depositNoticeShown(page);
}

/** The contract form: type the margin (and a limit price), send it, read the confirmation, confirm. */
export async function placeOrder(page: Page, catalogue: Messages, order: { margin: string; limit?: string }): Promise<Record<string, string>> {
  if (order.limit !== undefined) {
    await byTestId(page, 'contract-type-limit').click();
    await byTestId(page, 'contract-price').locator('input').fill(order.limit);
  }
  await byTestId(page, 'contract-margin').locator('input').fill(order.margin);
  await byTestId(page, 'contract-submit').click();
  const sheet = byTestId(page, 'contract-confirm');
  await sheet.waitFor({ state: 'visible' });
  // Read at one instant: a market order's size and liquidation price follow the index, which moves every second.
  const shown = await detailsAtOnce(page, 'contract-confirm-details', ['pair', 'side', 'type', 'price', 'margin', 'leverage', 'size', 'fee', 'liquidation', 'stopProfit', 'stopLoss', 'cost']);
  expect(await sheet.innerText()).toContain(catalogue.contract.confirm.title);
  await byTestId(page, 'contract-confirm-submit').click();
  await sheet.waitFor({ state: 'detached' });
  return shown;
}

/**
 * The figures of a position card read at one instant (the index moves every second): the live
 * PnL must be (index − entry) × size for a long, truncated to the cent.
 */
export async function positionSnapshot(page: Page, id: string) {
  return byTestId(page, `position-${id}`).evaluate((card) => {
    const read = (testId: string) => card.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
    return { pnl: read('position-pnl'), index: read('position-index-price'), entry: read('position-open-price'), size: read('position-size'), ret: read('position-return') };
  });
}

import { DEPOSIT_MIN_USDT, WITHDRAWAL_FEE_USDT, WITHDRAWAL_MIN_USDT } from '@halyard/shared';
import Decimal from 'decimal.js';
import type { BrowserContext, Page } from 'playwright-core';
import { keccak256, toHex, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { byTestId, en, expectToast, messages, open, openMenu, shortAddress, signInWithPreview, type Messages } from './support/app.js';
import { openPhone, phoneSuite, type Phone } from './support/phone.js';
import { depositNoticeShown } from './support/member.js';
import { injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';
import { fill } from './support/messages.js';

/**
 * Accounts and money movement, end to end: a member deposits, the operator (a second browser)
 * passes it, the balance arrives live; transfer, withdrawal and its rejection; the demo account's
 * refusals; and the same pages in German. The tests run in order and share the member's ledger.
 */
const suite = phoneSuite();

/** Members of this file only, so no other spec moves their money. */
const MEMBER_KEY: Hex = keccak256(toHex('halyard e2e assets member'));
const GERMAN_MEMBER_KEY: Hex = keccak256(toHex('halyard e2e assets member de_DE'));

const DEPOSIT = '100';
const TRANSFER = '30';
const WITHDRAWAL = '20';

/** Two-place text of a decimal, as the app shows USDT. */
function usdt(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

function randomTxHash(): string {
  return keccak256(toHex(`${Date.now()}-${Math.random()}`));
}

function text(page: Page, testId: string): Promise<string> {
  return byTestId(page, testId).innerText();
}

async function signInWithWallet(page: Page, pathname = '/home'): Promise<void> {
  await open(page, pathname);
  await byTestId(page, 'header-login').click();
  await byTestId(page, 'header-address').waitFor({ state: 'visible' });
}

async function walletPhone(privateKey: Hex, pathname = '/home', grant?: (context: BrowserContext) => Promise<void>): Promise<{ phone: Phone; address: string }> {
  let address = '';
  const phone = await suite.open(async (context) => {
    ({ address } = await injectWallet(context, { privateKey }));
    await grant?.(context);
  });
  await signInWithWallet(phone.page, pathname);
  return { phone, address };
}

/** The operator in a second browser context beside the member's, checked for console errors the same way. */
async function asOperator(member: Phone, work: (page: Page) => Promise<void>): Promise<void> {
  const browser = member.context.browser();
  if (!browser) throw new Error('the member phone has no browser');
  const operator = await openPhone(browser, async (context) => {
    await injectWallet(context, { privateKey: OPERATOR_TEST_KEY });
  });
  try {
    await signInWithWallet(operator.page);
    await work(operator.page);
    expect(operator.errors).toEqual([]);
  } finally {
    await operator.close();
  }
}

/** Opens the review page from the side menu, where only an operator finds it. */
async function openReviewFromMenu(page: Page): Promise<void> {
  await openMenu(page);
  await byTestId(page, 'menu-admin').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await byTestId(page, 'review-desk').waitFor({ state: 'visible' });
}

async function confirmDialog(page: Page, catalogue: Messages = en): Promise<void> {
  await page.locator('.adm-dialog-button', { hasText: catalogue.common.confirm }).click();
}

async function fillDeposit(page: Page, amount: string, txHash: string): Promise<void> {
  await byTestId(page, 'deposit-amount').locator('input').fill(amount);
  await byTestId(page, 'deposit-tx-hash').locator('input').fill(txHash);
  await byTestId(page, 'deposit-submit').click();
}

async function expectAccount(page: Page, account: string, available: string, frozen: string): Promise<void> {
  await expect.poll(() => text(page, `account-${account}-available`), { timeout: 10_000 }).toBe(available);
  expect(await text(page, `account-${account}-frozen`)).toBe(frozen);
}

let depositId = '';

describe('money movement of a member', () => {
  it('deposits 100 USDT, the operator passes it, and the fund account and bills show it live', async () => {
    const { phone, address } = await walletPhone(MEMBER_KEY, '/home', (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']));
    const { page } = phone;

    await open(page, '/topUp');
    // No real deposit address is configured on the test server: the page says so plainly.
    expect(await text(page, 'deposit-demo-warning')).toBe(en.assets.deposit.demoWarning);
    const platformAddress = await text(page, 'deposit-address');
    expect(await byTestId(page, 'deposit-qr').getAttribute('data-value')).toBe(platformAddress);
    expect(await byTestId(page, 'deposit-qr').locator('svg path').count()).toBeGreaterThan(0);
    expect(await text(page, 'deposit-rate')).toBe(fill(en.assets.rateValue, { coin: 'USDT', rate: '1.00' }));
    await byTestId(page, 'deposit-copy').click();
    await expectToast(page, en.assets.deposit.copySuccess);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(platformAddress);

    // Checked in the page before any call.
    await byTestId(page, 'deposit-submit').click();
    expect(await text(page, 'deposit-problem')).toBe(en.assets.deposit.amountRequired);
    await fillDeposit(page, new Decimal(DEPOSIT_MIN_USDT).minus('0.01').toFixed(), randomTxHash());
    expect(await text(page, 'deposit-problem')).toBe(fill(en.assets.deposit.belowMinimum, { min: DEPOSIT_MIN_USDT, coin: 'USDT' }));

    // Money moves only after the user agreement: it opens over the form; accepted, the deposit goes on.
    const txHash = randomTxHash();
    await fillDeposit(page, DEPOSIT, txHash);
    await byTestId(page, 'agreement-sheet').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/topUp');
    await byTestId(page, 'agreement-sheet-pass').click();
    await page.waitForURL((url) => /^\/topUp\/\d+$/.test(url.pathname));
    depositId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(await text(page, 'deposit-detail-status')).toBe(en.assets.status.submitted);
    expect(await text(page, 'deposit-detail-txHash')).toBe(txHash);

    await open(page, '/overview');
    await expectAccount(page, 'fund', '0.00', '0.00');

    await asOperator(phone, async (operatorPage) => {
      await open(operatorPage, '/home');
      await openReviewFromMenu(operatorPage);
      const card = byTestId(operatorPage, `review-deposit-${depositId}`);
      await card.waitFor({ state: 'visible' });
      // The server keeps addresses in lower case.
      expect((await card.innerText()).toLowerCase()).toContain(shortAddress(address).toLowerCase());
      expect(await text(operatorPage, `review-deposit-${depositId}-details-amount`)).toBe(`${DEPOSIT} USDT`);
      await byTestId(operatorPage, `review-deposit-${depositId}-approve`).click();
      expect(await operatorPage.locator('.adm-dialog-body').innerText()).toContain(fill(en.assets.admin.approveDepositConfirm, { amount: DEPOSIT, coin: 'USDT' }));
      await confirmDialog(operatorPage);
      await expectToast(operatorPage, en.assets.admin.done);
      // The queue shows what is waiting: the passed deposit leaves it.
      await card.waitFor({ state: 'detached' });
      await byTestId(operatorPage, 'review-status-passed').click();
      expect(await byTestId(operatorPage, `review-deposit-${depositId}`).getAttribute('data-status')).toBe('passed');
    });

    // The member's open overview receives the new balance through user.balance, no reload.
    await expectAccount(page, 'fund', usdt(DEPOSIT), '0.00');
    expect(await text(page, 'total-usdt')).toBe(usdt(DEPOSIT));
    await depositNoticeShown(page);

    await open(page, '/bill');
    const bill = page.locator('[data-testid^="bill-row-"]').first();
    expect(await bill.getAttribute('data-type')).toBe('deposit');
    expect(await bill.locator('[data-testid="bill-type"]').innerText()).toBe(en.assets.bill.type.deposit);
    expect(await bill.locator('[data-testid="bill-account"]').innerText()).toBe(en.assets.account.fund);
    expect(await bill.locator('[data-testid="bill-amount"]').innerText()).toBe(`+${usdt(DEPOSIT)} USDT`);
    expect(await bill.locator('[data-testid="bill-balance"]').innerText()).toBe(fill(en.assets.bill.balanceValue, { amount: usdt(DEPOSIT) }));
    expect(await text(page, 'list-end')).toBe(en.common.noMore);
    await byTestId(page, 'bill-filter-account-options').click();
    expect(await text(page, 'bill-list-empty')).toBe(en.common.noData);
    expect(new URL(page.url()).search).toBe('?account=options');

    await open(page, `/topUp/${depositId}`);
    expect(await text(page, 'deposit-detail-status')).toBe(en.assets.status.passed);
    expect(await text(page, 'deposit-detail-credited')).toBe(`${usdt(DEPOSIT)} USDT`);
  });

  it('transfers 30 from fund to options once, even when the first answer is lost', async () => {
    const { phone } = await walletPhone(MEMBER_KEY);
    const { page } = phone;
    await open(page, '/transferRecord');
    await expect.poll(() => text(page, 'transfer-available')).toBe(fill(en.assets.availableValue, { amount: usdt(DEPOSIT), coin: 'USDT' }));

    await byTestId(page, 'transfer-submit').click();
    expect(await text(page, 'transfer-problem')).toBe(en.assets.transfer.amountInvalid);
    await byTestId(page, 'transfer-amount').locator('input').fill(new Decimal(DEPOSIT).plus(1).toFixed());
    await byTestId(page, 'transfer-submit').click();
    expect(await text(page, 'transfer-problem')).toBe(en.assets.insufficientBalance);

    // The swap button turns the direction around; the picker chooses another account; then back.
    await byTestId(page, 'transfer-swap').click();
    expect(await byTestId(page, 'transfer-from').getAttribute('data-account')).toBe('options');
    await byTestId(page, 'transfer-swap').click();
    await byTestId(page, 'transfer-to').click();
    await byTestId(page, 'transfer-pick-staking').click();
    expect(await byTestId(page, 'transfer-to').getAttribute('data-account')).toBe('staking');
    await byTestId(page, 'transfer-to').click();
    await byTestId(page, 'transfer-pick-options').click();
    expect(await byTestId(page, 'transfer-to').getAttribute('data-account')).toBe('options');
    expect(await byTestId(page, 'transfer-from').getAttribute('data-account')).toBe('fund');

    // The server moves the money but the phone never hears back: the retry reuses its Idempotency-Key.
    suite.expectErrors(/net::ERR_FAILED/);
    const keys: string[] = [];
    let answersLost = 0;
    await page.route('**/api/member/transferRecord/add', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (answersLost > 0) return route.continue();
      answersLost += 1;
      await route.fetch();
      return route.abort('failed');
    });
    await byTestId(page, 'transfer-amount').locator('input').fill(TRANSFER);
    await byTestId(page, 'transfer-submit').click();
    await byTestId(page, 'transfer-problem').waitFor({ state: 'visible' });
    await byTestId(page, 'transfer-submit').click();
    await expectToast(page, en.assets.transfer.success);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const row = page.locator('[data-testid^="transfer-row-"]');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(`${en.assets.account.fund} → ${en.assets.account.options}`);
    expect(await row.innerText()).toContain(`${usdt(TRANSFER)} USDT`);
    const fundAfter = new Decimal(DEPOSIT).minus(TRANSFER);
    await expect.poll(() => text(page, 'transfer-available')).toBe(fill(en.assets.availableValue, { amount: usdt(fundAfter), coin: 'USDT' }));

    await row.click();
    await byTestId(page, 'transfer-detail-status').waitFor({ state: 'visible' });
    expect(await text(page, 'transfer-detail-status')).toBe(en.assets.status.done);

    await open(page, '/overview');
    await expectAccount(page, 'fund', usdt(fundAfter), '0.00');
    await expectAccount(page, 'options', usdt(TRANSFER), '0.00');
  });

  it('withdraws 20: the amount is frozen, the operator rejects it, and the 20 returns', async () => {
    const { phone, address } = await walletPhone(MEMBER_KEY);
    const { page } = phone;
    const fundBefore = new Decimal(DEPOSIT).minus(TRANSFER);
    await open(page, '/withdrawal');
    await expect.poll(() => text(page, 'withdrawal-available')).toBe(fill(en.assets.availableValue, { amount: usdt(fundBefore), coin: 'USDT' }));
    expect(await text(page, 'withdrawal-minimum')).toBe(`${WITHDRAWAL_MIN_USDT} USDT`);

    // One letter's case changed: the EIP-55 checksum no longer holds.
    await byTestId(page, 'withdrawal-address').locator('input').fill(address.replace(/(?<=^0x.*)[a-f]/, (letter) => letter.toUpperCase()));
    await byTestId(page, 'withdrawal-amount').locator('input').fill(WITHDRAWAL);
    await byTestId(page, 'withdrawal-submit').click();
    expect(await text(page, 'withdrawal-problem')).toBe(fill(en.assets.withdrawal.addressInvalid, { network: 'Ethereum' }));

    await byTestId(page, 'withdrawal-address').locator('input').fill(address);
    await byTestId(page, 'withdrawal-amount').locator('input').fill(new Decimal(WITHDRAWAL_MIN_USDT).minus('0.01').toFixed());
    await byTestId(page, 'withdrawal-submit').click();
    expect(await text(page, 'withdrawal-problem')).toBe(fill(en.assets.withdrawal.belowMinimum, { min: WITHDRAWAL_MIN_USDT, coin: 'USDT' }));

    // The actual receipt follows the typing: amount - fee.
    await byTestId(page, 'withdrawal-amount').locator('input').fill(WITHDRAWAL);
    expect(await text(page, 'withdrawal-receipt')).toBe(`${usdt(new Decimal(WITHDRAWAL).minus(WITHDRAWAL_FEE_USDT))} USDT`);
    // Withdraw opens the confirmation sheet; only its Confirm sends (withdrawal-sheet.spec.ts reads the sheet).
    await byTestId(page, 'withdrawal-submit').click();
    await byTestId(page, 'withdrawal-confirm-submit').click();
    await page.waitForURL((url) => /^\/withdrawal\/\d+$/.test(url.pathname));
    const withdrawalId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(await text(page, 'withdrawal-detail-status')).toBe(en.assets.status.submitted);

    await open(page, '/overview');
    await expectAccount(page, 'fund', usdt(fundBefore.minus(WITHDRAWAL)), usdt(WITHDRAWAL));

    const reason = 'The destination did not pass screening';
    await asOperator(phone, async (operatorPage) => {
      await open(operatorPage, '/admin');
      await byTestId(operatorPage, 'review-tab-withdrawals').click();
      await byTestId(operatorPage, `review-withdrawal-${withdrawalId}`).waitFor({ state: 'visible' });
      expect(await text(operatorPage, `review-withdrawal-${withdrawalId}-details-address`)).toBe(address);
      await byTestId(operatorPage, `review-withdrawal-${withdrawalId}-reject`).click();
      await confirmDialog(operatorPage);
      expect(await text(operatorPage, 'decision-problem')).toBe(en.assets.admin.reasonRequired);
      await byTestId(operatorPage, 'decision-input').locator('input').fill(reason);
      await confirmDialog(operatorPage);
      await expectToast(operatorPage, en.assets.admin.done);
      await byTestId(operatorPage, `review-withdrawal-${withdrawalId}`).waitFor({ state: 'detached' });
    });

    await expectAccount(page, 'fund', usdt(fundBefore), '0.00');

    await open(page, `/withdrawal/${withdrawalId}`);
    expect(await text(page, 'withdrawal-detail-status')).toBe(en.assets.status.rejected);
    expect(await text(page, 'withdrawal-detail-reason')).toBe(reason);
    expect(await text(page, 'withdrawal-detail-returned')).toBe(en.assets.withdrawal.rejectedNote);

    await open(page, '/bill?type=withdrawal_unfreeze');
    const bill = page.locator('[data-testid^="bill-row-"]').first();
    expect(await bill.locator('[data-testid="bill-amount"]').innerText()).toBe(`+${usdt(WITHDRAWAL)} USDT`);
    expect(await bill.locator('[data-testid="bill-frozen"]').innerText()).toBe(fill(en.assets.bill.frozenValue, { amount: `-${usdt(WITHDRAWAL)}` }));
  });
});

describe('the demo account', () => {
  it('is told before any form that it cannot deposit or withdraw, may transfer, and cannot review', async () => {
    const phone = await suite.open();
    const { page } = phone;
    suite.expectErrors(/status of 403/);
    await signInWithPreview(phone);
    await open(page, '/tos');
    await page.locator('[data-testid="tos-accept"], [data-testid="tos-accepted"]').first().waitFor({ state: 'visible' });
    if ((await byTestId(page, 'tos-accept').count()) > 0) {
      await byTestId(page, 'tos-accept').click();
      await byTestId(page, 'tos-accepted').waitFor({ state: 'visible' });
    }

    // The restriction is on the page before any form: nothing to fill that could not be sent.
    await open(page, '/topUp');
    await byTestId(page, 'restriction-deposit').waitFor({ state: 'visible' });
    expect(await text(page, 'restriction-deposit')).toContain(en.restriction.mockAccount.deposit);
    expect(await byTestId(page, 'deposit-form').count()).toBe(0);
    await open(page, '/withdrawal');
    await byTestId(page, 'restriction-withdraw').waitFor({ state: 'visible' });
    expect(await text(page, 'restriction-withdraw')).toContain(en.restriction.mockAccount.withdraw);
    expect(await byTestId(page, 'withdrawal-form').count()).toBe(0);

    // Transfers work: 10 to options and back, leaving the shared demo balances as they were.
    await open(page, '/transferRecord');
    const amount = byTestId(page, 'transfer-amount').locator('input');
    for (const _direction of ['there', 'back']) {
      await amount.fill('10');
      await byTestId(page, 'transfer-submit').click();
      // Only a transfer the server accepted clears the amount.
      await expect.poll(() => amount.inputValue()).toBe('');
      expect(await byTestId(page, 'transfer-problem').count()).toBe(0);
      await byTestId(page, 'transfer-swap').click();
    }

    await open(page, '/admin');
    expect(await text(page, 'admin-not-allowed')).toBe(en.assets.admin.notAllowed);
    await openMenu(page);
    expect(await byTestId(page, 'menu-admin').count()).toBe(0);
  });
});

describe('in German', () => {
  it('shows the overview, the checks and the deposit record in the member language', async () => {
    const de = messages('de_DE');
    const { phone } = await walletPhone(GERMAN_MEMBER_KEY, '/home?lang=de_DE');
    const { page } = phone;
    await open(page, '/tos');
    await page.locator('[data-testid="tos-accept"]', { hasText: de.tos.accept }).click();
    await byTestId(page, 'tos-accepted').waitFor({ state: 'visible' });

    await open(page, '/overview');
    expect(await byTestId(page, 'account-fund').locator('h3').innerText()).toBe(de.assets.account.fund);
    await expectAccount(page, 'fund', '0,00', '0,00');
    expect(await byTestId(page, 'toggle-balances').getAttribute('aria-label')).toBe(de.assets.balances.hide);

    await open(page, '/transferRecord');
    await byTestId(page, 'transfer-submit').click();
    expect(await text(page, 'transfer-problem')).toBe(de.assets.transfer.amountInvalid);

    await open(page, '/topUp');
    expect(await text(page, 'page-title')).toBe(de.route.topUp);
    expect(await text(page, 'deposit-demo-warning')).toBe(de.assets.deposit.demoWarning);
    await byTestId(page, 'deposit-submit').click();
    expect(await text(page, 'deposit-problem')).toBe(de.assets.deposit.amountRequired);
    await fillDeposit(page, '5', randomTxHash());
    expect(await text(page, 'deposit-problem')).toBe(fill(de.assets.deposit.belowMinimum, { min: DEPOSIT_MIN_USDT, coin: 'USDT' }));
    await fillDeposit(page, DEPOSIT, randomTxHash());
    await page.waitForURL((url) => /^\/topUp\/\d+$/.test(url.pathname));
    expect(await text(page, 'deposit-detail-status')).toBe(de.assets.status.submitted);

    // Nothing is credited before review, so there is no bill yet.
    await open(page, '/bill');
    expect(await text(page, 'bill-list-empty')).toBe(de.common.noData);
    expect(await text(page, 'bill-filter-type-withdrawal_unfreeze')).toBe(de.assets.bill.type.withdrawalUnfreeze);
  });
});

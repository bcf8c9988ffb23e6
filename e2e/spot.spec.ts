import { formatAmount, formatPrice } from '@halyard/shared';
import Decimal from 'decimal.js';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, open, recordToasts } from './support/app.js';
import { acceptAgreement, fundByDeposit, shownDecimal, text, walletPhone } from './support/contract.js';
import { lastPrice, pinPrice } from './support/feed.js';
import { fill } from './support/messages.js';
import { phoneSuite } from './support/phone.js';
import { confirmSpotOrder, expectRecordedToast } from './support/spot.js';

/**
 * Spot trading, end to end: a funded member buys BTC with USDT at market after the confirmation,
 * sees the coin in the fund account, checks the fill against the public index record and sells it
 * back; a limit buy far below the price waits, holds its USDT, and is cancelled after confirming.
 * The market buy and sell fill at prices the test pins, so every total, fee and balance is exact.
 */
const suite = phoneSuite();
const MEMBER_KEY = keccak256(toHex('halyard e2e spot member'));
const DEPOSIT = '1000';
const AMOUNT = '0.001';
const FEE_RATE = '0.001';

/** A market order of AMOUNT at `price`: its total, its fee (0.1 %, rounded up to 8 places) and what the USDT side pays or gets. */
function marketFill(price: Decimal) {
  const total = price.times(AMOUNT);
  const fee = total.times(FEE_RATE).toDecimalPlaces(8, Decimal.ROUND_UP);
  return { total, fee, paid: total.plus(fee), received: total.minus(fee) };
}

/** USDT as the app shows it: to `places` (truncated), or, where a figure is shown exactly, with as many places as it has (2 to 8). */
function usdt(value: Decimal, places = Math.min(8, Math.max(2, value.decimalPlaces()))): string {
  return `${formatAmount(value.toFixed(), places)} USDT`;
}

describe('spot trading', () => {
  it('buys BTC at market after the confirmation, sees the coin, checks the fill and sells it back', { timeout: 150_000 }, async () => {
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await acceptAgreement(page);
    await fundByDeposit(phone, DEPOSIT);

    await open(page, '/trade?symbol=btcusdt&mode=spot');
    await recordToasts(page);
    await byTestId(page, 'spot-form').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'trade-mode-spot').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => text(page, 'spot-available')).toBe('1,000.00 USDT');
    await expect.poll(() => text(page, 'pair-last')).not.toBe('--');

    // The spec's messages, before any call.
    await byTestId(page, 'spot-submit').click();
    expect(await text(page, 'spot-problem')).toBe(fill(en.spot.form.required, { field: en.spot.field.amount }));
    const amount = byTestId(page, 'spot-amount').locator('input');
    await amount.fill('abc');
    await byTestId(page, 'spot-submit').click();
    expect(await text(page, 'spot-problem')).toBe(en.spot.form.amountInvalid);
    await amount.fill('0.00001');
    await byTestId(page, 'spot-submit').click();
    expect(await text(page, 'spot-problem')).toBe(fill(en.spot.form.belowMinimum, { min: '5' }));
    await amount.fill('1');
    await byTestId(page, 'spot-submit').click();
    expect(await text(page, 'spot-problem')).toBe(fill(en.spot.form.insufficient, { coin: 'USDT' }));

    // The total and fee as typed: amount × the index price (pinned), 0.1 % of it.
    const { price: buyPrice } = await pinPrice('btcusdt', (await lastPrice('btcusdt')).toDecimalPlaces(0, Decimal.ROUND_DOWN));
    const bought = marketFill(buyPrice);
    await amount.fill(AMOUNT);
    await expect.poll(() => text(page, 'spot-total')).toBe(usdt(bought.total, 2));
    const confirmed = await confirmSpotOrder(page);
    // The total shows to the cent and the fee to 4 places (FEE_PRECISION), both truncated.
    expect(confirmed).toEqual({
      pair: 'BTC/USDT',
      side: en.spot.side.buy,
      type: en.spot.priceType.market,
      price: fill(en.spot.form.marketAbout, { price: formatPrice(buyPrice.toFixed(), 2) }),
      amount: '0.001000 BTC',
      total: usdt(bought.total, 2),
      fee: usdt(bought.fee, 4),
      net: usdt(bought.paid, 4),
    });
    await expectRecordedToast(page, en.spot.confirm.filled);
    expect(await amount.inputValue()).toBe('');

    // The history has the fill; its detail shows the index second it used, checkable in public.
    await byTestId(page, 'spot-tab-history').click();
    const row = page.locator('button[data-testid^="spot-history-"]').first();
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-status')).toBe('filled');
    expect(await row.locator('[data-testid="spot-history-status"]').innerText()).toBe(en.spot.status.filled);
    await row.click();
    await byTestId(page, 'spot-detail').waitFor({ state: 'visible' });
    expect(await text(page, 'spot-detail-rule')).toBe(en.spot.rules.fillMarket);
    const fillPrice = await text(page, 'spot-detail-list-fillPrice');
    expect(fillPrice).toBe(formatPrice(buyPrice.toFixed(), 2));
    expect(await text(page, 'spot-detail-list-total')).toBe(usdt(bought.total, 2));
    expect(await text(page, 'spot-detail-list-fee')).toBe(usdt(bought.fee, 4));
    // What the buy cost with its fee, to the last place, and what it received.
    expect(await text(page, 'spot-detail-list-paid')).toBe(usdt(bought.paid));
    expect(await text(page, 'spot-detail-list-received')).toBe('0.001000 BTC');
    const href = (await byTestId(page, 'spot-detail-fill-index-link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/market\/index\?pair=btcusdt&ts=\d+$/);
    const answer = (await (await page.request.get(phone.url(href))).json()) as { data: { price: string } };
    // A market order fills at the index price of its second: the pin.
    expect(new Decimal(answer.data.price).toFixed()).toBe(buyPrice.toFixed());
    expect((await text(page, 'spot-detail-fill-index-value')).startsWith(fillPrice)).toBe(true);
    expect(await accessibilityProblems(page, 'spot order detail')).toEqual([]);
    await byTestId(page, 'spot-detail-close').click();

    // The fund account: the coin is there, and the USDT less the total and the fee (shown to the cent, truncated).
    const afterBuy = new Decimal(DEPOSIT).minus(bought.paid);
    await expect.poll(() => text(page, 'spot-available')).toBe(usdt(afterBuy, 2));
    await byTestId(page, 'spot-side-sell').click();
    await expect.poll(() => text(page, 'spot-available')).toBe('0.001000 BTC');
    expect(await text(page, 'spot-submit')).toBe(fill(en.spot.submit.sell, { coin: 'BTC' }));
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await phone.screenshot('spot-light');

    // Sell all of it back, the index pinned 37 higher: 100 % of the coin held.
    const { price: sellPrice } = await pinPrice('btcusdt', buyPrice.plus(37));
    const sale = marketFill(sellPrice);
    await byTestId(page, 'spot-share-100').click();
    expect(await amount.inputValue()).toBe('0.001000');
    await expect.poll(() => text(page, 'spot-total')).toBe(usdt(sale.total, 2));
    const sold = await confirmSpotOrder(page);
    expect(sold).toMatchObject({ side: en.spot.side.sell, amount: '0.001000 BTC', total: usdt(sale.total, 2), fee: usdt(sale.fee, 4), net: usdt(sale.received, 4) });
    await expectRecordedToast(page, en.spot.confirm.filled);
    await expect.poll(() => text(page, 'spot-available')).toBe('0.000000 BTC');
    await expect.poll(() => page.locator('button[data-testid^="spot-history-"][data-status="filled"]').count()).toBe(2);

    // The sell in the history: its fee and what it received net of it; its link (where an alert leads) opens its detail.
    const saleRow = page.locator('button[data-testid^="spot-history-"][data-status="filled"]').first();
    expect(await saleRow.locator('[data-testid="spot-history-fee"]').innerText()).toBe(fill(en.spot.history.fee, { fee: usdt(sale.fee, 4) }));
    expect(await saleRow.locator('[data-testid="spot-history-net"]').innerText()).toBe(fill(en.spot.history.received, { amount: usdt(sale.received) }));
    const saleId = ((await saleRow.getAttribute('data-testid')) ?? '').replace('spot-history-', '');
    await open(page, `/trade?symbol=btcusdt&mode=spot&order=${saleId}`);
    await byTestId(page, 'spot-detail').waitFor({ state: 'visible' });
    expect(await text(page, 'spot-detail-list-fillPrice')).toBe(formatPrice(sellPrice.toFixed(), 2));
    expect(await text(page, 'spot-detail-list-received')).toBe(usdt(sale.received));
    expect(await text(page, 'spot-detail-list-paid')).toBe('0.001000 BTC');
    await phone.screenshot('spot-sale-detail-light');
    await byTestId(page, 'spot-detail-close').click();
    await expect.poll(() => new URL(page.url()).searchParams.has('order')).toBe(false);
    await byTestId(page, 'spot-tab-history').click();
    await saleRow.waitFor({ state: 'visible' });
    await phone.screenshot('spot-history-light');
    // The USDT back in the fund: the deposit, less what the buy paid, plus what the sale received.
    await byTestId(page, 'spot-side-buy').click();
    await expect.poll(() => text(page, 'spot-available')).toBe(usdt(afterBuy.plus(sale.received), 2));
  });

  it('places a limit buy far below the price in the dark theme, sees it hold its USDT, and cancels it after confirming', { timeout: 90_000 }, async () => {
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    await open(page, '/trade?symbol=btcusdt');
    await recordToasts(page);
    await byTestId(page, 'spot-form').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => text(page, 'pair-last')).not.toBe('--');
    await expect.poll(() => text(page, 'spot-available')).not.toBe('-- USDT');
    const before = shownDecimal(await text(page, 'spot-available'));
    const limit = shownDecimal(await text(page, 'pair-last')).times(0.5).toDecimalPlaces(0);

    await byTestId(page, 'spot-type-limit').click();
    await byTestId(page, 'spot-price').locator('input').fill(limit.toFixed());
    await byTestId(page, 'spot-amount').locator('input').fill(AMOUNT);
    const reserve = limit.times(AMOUNT).times('1.001');
    await expect.poll(() => text(page, 'spot-total')).toBe(`${limit.times(AMOUNT).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)} USDT`);
    const confirmed = await confirmSpotOrder(page);
    expect(confirmed).toMatchObject({ type: en.spot.priceType.limit, amount: '0.001000 BTC' });
    expect(shownDecimal(confirmed.price ?? '').toFixed()).toBe(limit.toFixed());
    await expectRecordedToast(page, en.spot.confirm.placed);

    const card = page.locator('article[data-testid^="spot-order-"]');
    await card.waitFor({ state: 'visible' });
    expect(await text(page, 'spot-tab-open')).toBe(`${en.spot.tabs.open} (1)`);
    expect(await text(page, 'spot-order-status')).toBe(en.spot.status.pending);
    expect(shownDecimal(await text(page, 'spot-order-price')).toFixed()).toBe(limit.toFixed());
    // Its total and fee are held: the available USDT is that much lower.
    // (Both readings are truncated to the cent, so they agree to within one.)
    await expect.poll(async () => shownDecimal(await text(page, 'spot-available')).minus(before.minus(reserve)).abs().lte('0.01')).toBe(true);
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    expect(await accessibilityProblems(page, 'spot page, dark, with an open order')).toEqual([]);
    await phone.screenshot('spot-dark');

    await byTestId(page, 'spot-order-cancel').click();
    const dialog = byTestId(page, 'spot-order-cancel-dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toBe(en.spot.order.cancelLeadBuy);
    await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await expectRecordedToast(page, en.spot.order.cancelled);
    await byTestId(page, 'spot-open-empty').waitFor({ state: 'visible' });
    await expect.poll(async () => shownDecimal(await text(page, 'spot-available')).toFixed()).toBe(before.toFixed());
    await byTestId(page, 'spot-tab-history').click();
    const cancelled = page.locator('button[data-testid^="spot-history-"][data-status="cancelled"]');
    await cancelled.waitFor({ state: 'visible' });
    expect(await cancelled.locator('[data-testid="spot-history-status"]').innerText()).toBe(en.spot.status.cancelled);
  });
});

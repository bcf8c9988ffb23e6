import Decimal from 'decimal.js';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { contractSize, formatPrice } from '@halyard/shared';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, expectToast, messages, open, signInWithPreview } from './support/app.js';
import { acceptAgreement, fundByDeposit, placeOrder, positionSnapshot, shownDecimal, text, walletPhone } from './support/contract.js';
import { fill } from './support/messages.js';
import { phoneSuite } from './support/phone.js';
import { lastPrice, pinPrice } from './support/feed.js';

/**
 * Perpetual contracts, end to end, as a new member meets them: funded by a real deposit, a 10x
 * market long on BTC watched live, its take profit set, closed after confirming, the bill found;
 * a limit order far from the price placed and cancelled. The test pins BTC's index price wherever
 * a figure derives from it, so every PnL, size and fill price is known to the cent beforehand.
 */
const suite = phoneSuite();
const MEMBER_KEY = keccak256(toHex('halyard e2e contract member'));
const DEPOSIT = '1000';

/** BTC's price now, to the dollar: the test pins near it, so no position of an earlier spec is swept away by its moves. */
async function btcNow(): Promise<Decimal> {
  return (await lastPrice('btcusdt')).toDecimalPlaces(0, Decimal.ROUND_DOWN);
}

describe('perpetual contracts', () => {
  it('opens a 10x market long on BTC, watches it live, sets its take profit, closes it and finds the bill', { timeout: 180_000 }, async () => {
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await acceptAgreement(page);
    await fundByDeposit(phone, DEPOSIT);

    // The tab bar's contract entry opens the trade page in contract mode.
    await open(page, '/home');
    await byTestId(page, 'tab-contract').click();
    await page.waitForURL((url) => url.pathname === '/trade' && url.searchParams.get('mode') === 'contract');
    await byTestId(page, 'contract-form').waitFor({ state: 'visible' });
    await expect.poll(() => byTestId(page, 'tab-contract').locator('xpath=ancestor::a').getAttribute('aria-current')).toBe('page');
    expect(await byTestId(page, 'trade-mode-contract').getAttribute('aria-current')).toBe('page');
    expect(await byTestId(page, 'pair-picker').innerText()).toContain('BTC/USDT');
    // 1000 USDT less the opening fee of the largest 10x order: 1000 / 1.005.
    await expect.poll(() => text(page, 'contract-available')).toBe('995.02 USDT');
    await expect.poll(() => byTestId(page, 'book-bid').count()).toBe(7);

    // The spec's messages, before any call.
    await byTestId(page, 'contract-submit').click();
    expect(await text(page, 'contract-problem')).toBe(fill(en.contract.form.required, { field: en.contract.field.margin }));
    await byTestId(page, 'contract-margin').locator('input').fill('abc');
    await byTestId(page, 'contract-submit').click();
    expect(await text(page, 'contract-problem')).toBe(en.contract.form.amountInvalid);
    await byTestId(page, 'contract-margin').locator('input').fill('');
    expect(await text(page, 'contract-estimate-size')).toBe('--');

    // Estimates as typed at the pinned index, then the confirmation, then the position opened at it.
    const { price: entry } = await pinPrice('btcusdt', await btcNow());
    const size = contractSize('100', 10, entry, 6);
    await byTestId(page, 'contract-margin').locator('input').fill('100');
    await expect.poll(() => text(page, 'contract-estimate-fee')).toBe('0.5000 USDT');
    expect(await text(page, 'contract-estimate-cost')).toBe('100.50 USDT');
    await expect.poll(() => text(page, 'contract-estimate-size')).toBe(`${size.toFixed(6)} BTC`);
    const confirmed = await placeOrder(page, en, { margin: '100' });
    expect(confirmed).toMatchObject({ side: en.contract.side.long, type: en.contract.priceType.market, price: en.contract.form.marketPrice, margin: '100.00 USDT', leverage: '10x', size: `${size.toFixed(6)} BTC`, fee: '0.5000 USDT', cost: '100.50 USDT', stopProfit: '--' });
    await expectToast(page, en.contract.confirm.opened);
    expect(await byTestId(page, 'contract-margin').locator('input').inputValue()).toBe('');

    const card = page.locator('article[data-testid^="position-"]');
    await card.waitFor({ state: 'visible' });
    const id = ((await card.getAttribute('data-testid')) ?? '').replace('position-', '');
    expect(await text(page, 'contract-tab-positions')).toBe(`${en.contract.tabs.positions} (1)`);
    expect(await card.locator('[data-testid="contract-row-side"]').innerText()).toBe(`${en.contract.side.long} 10x`);
    expect(await text(page, 'position-margin')).toBe('100.00');
    // A market order fills at the index of its second, the pin: the size is margin × leverage ÷ entry.
    const opened = await positionSnapshot(page, id);
    expect([opened.entry, opened.size]).toEqual([formatPrice(entry.toFixed(), 2), size.toFixed(6)]);
    // Live: the PnL follows the index, (index − entry) × size, up and then down.
    const pnlAt = (index: Decimal) => index.minus(entry).times(size).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    for (const index of [entry.plus('120.37'), entry.minus('80.5')]) {
      await pinPrice('btcusdt', index);
      await expect.poll(async () => (await positionSnapshot(page, id)).index).toBe(formatPrice(index.toFixed(), 2));
      const now = await positionSnapshot(page, id);
      expect(shownDecimal(now.pnl).toFixed(2), `PnL at index ${now.index}`).toBe(pnlAt(index));
    }
    const closing = entry.minus('80.5');
    // axe reads the page, not a toast fading out.
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    expect(await accessibilityProblems(page, 'contract page with a position')).toEqual([]);
    await phone.screenshot('contract-position-light');

    // Take profit: refused below the index, then set above it.
    await byTestId(page, 'position-edit').click();
    const reference = shownDecimal((await text(page, 'triggers-reference')).replace(/^[^0-9]*/, ''));
    expect(reference.toFixed()).toBe(closing.toFixed());
    await byTestId(page, 'triggers-stop-profit').locator('input').fill(reference.times(0.9).toDecimalPlaces(0).toFixed());
    await byTestId(page, 'triggers-save').click();
    expect(await text(page, 'triggers-problem')).toContain(fill(en.contract.form.stopProfitAbove, { price: '' }));
    const takeProfit = reference.times(1.2).toDecimalPlaces(0);
    await byTestId(page, 'triggers-stop-profit').locator('input').fill(takeProfit.toFixed());
    await byTestId(page, 'triggers-save').click();
    await expectToast(page, en.contract.triggers.saved);
    await expect.poll(() => text(page, 'position-stop-profit')).toBe(`${takeProfit.toNumber().toLocaleString('en-US')}.00`);

    // Close, after confirming, at the index of that second.
    await byTestId(page, 'position-close').click();
    const dialog = byTestId(page, 'position-close-sheet');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(en.contract.position.closeLead);
    // The whole position is the sheet's first choice.
    expect(await byTestId(page, 'close-share-100').getAttribute('aria-checked')).toBe('true');
    await byTestId(page, 'close-submit').click();
    await expectToast(page, en.contract.position.closed);
    await byTestId(page, 'positions-empty').waitFor({ state: 'visible' });
    expect(await text(page, 'contract-tab-positions')).toBe(`${en.contract.tabs.positions} (0)`);

    // History: the close with its reason; the detail shows the index seconds it used, checkable.
    await byTestId(page, 'contract-tab-history').click();
    const row = byTestId(page, `history-${id}`);
    await row.waitFor({ state: 'visible' });
    expect(await row.locator('[data-testid="history-reason"]').innerText()).toBe(en.contract.reason.manual);
    await row.click();
    const detail = byTestId(page, 'contract-detail');
    await detail.waitFor({ state: 'visible' });
    expect(await text(page, 'contract-detail-open-rule')).toBe(en.contract.rules.openMarket);
    expect(await text(page, 'contract-detail-close-rule')).toBe(en.contract.rules.closeManual);
    expect(await text(page, 'contract-detail-list-stopProfit')).toBe(`${takeProfit.toNumber().toLocaleString('en-US')}.00`);
    for (const moment of ['open', 'close'] as const) {
      const href = (await byTestId(page, `detail-${moment}-index-link`).getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/market\/index\?pair=btcusdt&ts=\d+$/);
      const answer = (await (await page.request.get(phone.url(href))).json()) as { data: { price: string } };
      const shown = await text(page, `detail-${moment}-index-value`);
      expect(shown.startsWith(new Decimal(answer.data.price).toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 }))).toBe(true);
    }
    // A market order and a manual close fill at the index of their second: the pins.
    expect(await text(page, 'contract-detail-list-openPrice')).toBe((await text(page, 'detail-open-index-value')).split(' ')[0]);
    expect(await text(page, 'contract-detail-list-closePrice')).toBe((await text(page, 'detail-close-index-value')).split(' ')[0]);
    expect([await text(page, 'contract-detail-list-openPrice'), await text(page, 'contract-detail-list-closePrice')]).toEqual([formatPrice(entry.toFixed(), 2), formatPrice(closing.toFixed(), 2)]);
    expect(await accessibilityProblems(page, 'closed position detail')).toEqual([]);
    await byTestId(page, 'contract-detail-close').click();

    // The bills of the close, newest first: its fee on a line of its own, then the position closed.
    await open(page, '/bill');
    const bills = page.locator('[data-testid^="bill-row-"]');
    await bills.nth(1).waitFor({ state: 'visible' });
    expect([await bills.nth(0).getAttribute('data-type'), await bills.nth(1).getAttribute('data-type')]).toEqual(['contract_fee', 'contract_close']);
    expect(await bills.nth(0).locator('[data-testid="bill-type"]').innerText()).toBe(en.assets.bill.type.contractFee);
    expect(await bills.nth(1).locator('[data-testid="bill-type"]').innerText()).toBe(en.assets.bill.type.contractClose);
  });

  it('places a limit order far below the price, sees it wait, and cancels it after confirming', { timeout: 90_000 }, async () => {
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await open(page, '/trade?mode=contract');
    await expect.poll(() => text(page, 'pair-last')).not.toBe('--');
    await expect.poll(() => text(page, 'contract-available')).not.toBe('-- USDT');
    const before = shownDecimal(await text(page, 'contract-available'));
    const limit = shownDecimal(await text(page, 'pair-last')).times(0.5).toDecimalPlaces(0);
    const confirmed = await placeOrder(page, en, { margin: '50', limit: limit.toFixed() });
    expect(confirmed).toMatchObject({ type: en.contract.priceType.limit, margin: '50.00 USDT' });
    await expectToast(page, en.contract.confirm.placed);

    await byTestId(page, 'contract-tab-orders').click();
    const card = page.locator('article[data-testid^="order-"]');
    await card.waitFor({ state: 'visible' });
    const id = ((await card.getAttribute('data-testid')) ?? '').replace('order-', '');
    expect(await text(page, 'contract-tab-orders')).toBe(`${en.contract.tabs.orders} (1)`);
    expect(await text(page, 'order-status')).toBe(en.contract.status.pending);
    expect(shownDecimal(await text(page, 'order-price')).toFixed()).toBe(limit.toFixed());
    // The reserve (margin and its fee, 50.25) has left the fund: about 50 less can be put up at 10x.
    const reserved = async () => before.minus(shownDecimal(await text(page, 'contract-available'))).minus(50).abs().lte('0.01');
    await expect.poll(reserved).toBe(true);

    await byTestId(page, 'order-cancel').click();
    await byTestId(page, 'order-cancel-dialog').waitFor({ state: 'visible' });
    await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await expectToast(page, en.contract.order.cancelled);
    await byTestId(page, 'orders-empty').waitFor({ state: 'visible' });
    await expect.poll(async () => shownDecimal(await text(page, 'contract-available')).toFixed()).toBe(before.toFixed());
    await byTestId(page, 'contract-tab-history').click();
    expect(await byTestId(page, `history-${id}`).locator('[data-testid="history-reason"]').innerText()).toBe(en.contract.reason.cancelled);
  });

  it('speaks German in the dark theme: the demo account opens a 20x short, sees it live, reads the rules and closes it', { timeout: 90_000 }, async () => {
    const de = messages('de_DE');
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await acceptAgreement(page);
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    await open(page, '/trade?mode=contract&lang=de_DE');
    await byTestId(page, 'contract-form').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await text(page, 'trade-mode-contract')).toBe(de.trade.mode.contract);
    expect(await text(page, 'contract-side-short')).toBe(de.contract.side.short);
    expect(await text(page, 'contract-tab-history')).toBe(de.contract.tabs.history);
    expect(await text(page, 'tab-contract')).toBe(de.tab.contract);

    await byTestId(page, 'contract-submit').click();
    expect(await text(page, 'contract-problem')).toBe(fill(de.contract.form.required, { field: de.contract.field.margin }));
    await byTestId(page, 'contract-rules-open').click();
    expect(await text(page, 'contract-rules')).toContain(fill(de.contract.rules.fee, { rate: '0,05%' }));
    expect(await text(page, 'contract-rules')).toContain(fill(de.contract.rules.liquidation, { rate: '0,5%' }));
    await byTestId(page, 'contract-rules-sheet-close').click();

    await byTestId(page, 'contract-side-short').click();
    expect(await text(page, 'contract-submit')).toBe(de.contract.open.short);
    await byTestId(page, 'contract-leverage-20').click();
    expect(await text(page, 'contract-leverage-value')).toBe('20x');
    const { price: entry } = await pinPrice('btcusdt', await btcNow());
    const size = contractSize('50', 20, entry, 6);
    const confirmed = await placeOrder(page, de, { margin: '50' });
    expect(confirmed).toMatchObject({ side: de.contract.side.short, type: de.contract.priceType.market, leverage: '20x', margin: '50,00 USDT', fee: '0,5000 USDT' });
    await expectToast(page, de.contract.confirm.opened);

    const card = page.locator('article[data-testid^="position-"]');
    await card.waitFor({ state: 'visible' });
    const id = ((await card.getAttribute('data-testid')) ?? '').replace('position-', '');
    expect(await card.locator('[data-testid="contract-row-side"]').innerText()).toBe(`${de.contract.side.short} 20x`);
    // A short gains what the price loses: (entry − index) × size, in German figures (88.966,63).
    const index = entry.minus('65.4');
    await pinPrice('btcusdt', index);
    await expect.poll(async () => (await positionSnapshot(page, id)).index).toBe(formatPrice(index.toFixed(), 2, { locale: 'de_DE' }));
    const now = await positionSnapshot(page, id);
    expect([now.entry, now.size]).toEqual([formatPrice(entry.toFixed(), 2, { locale: 'de_DE' }), size.toFixed(6).replace('.', ',')]);
    const expected = entry.minus(index).times(size).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    expect(shownDecimal(now.pnl, 'de_DE').toFixed(2)).toBe(expected.toFixed(2));
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    expect(await accessibilityProblems(page, 'contract page, German, dark, with a short')).toEqual([]);
    await phone.screenshot('contract-position-dark-de');

    await byTestId(page, 'position-close').click();
    await byTestId(page, 'close-submit').click();
    await expectToast(page, de.contract.position.closed);
    await byTestId(page, 'contract-tab-history').click();
    await byTestId(page, `history-${id}`).waitFor({ state: 'visible' });
    expect(await byTestId(page, `history-${id}`).locator('[data-testid="history-reason"]').innerText()).toBe(de.contract.reason.manual);
  });
});

import Decimal from 'decimal.js';
import { formatAmount, formatPrice, formatSignedAmount, type Locale } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, messages, open, recordToasts, storedValue, type Messages } from './support/app.js';
import { acceptAgreement, fundByDeposit, text, walletPhone } from './support/contract.js';
import { lastPrice, pinPrice } from './support/feed.js';
import { fill } from './support/messages.js';
import type { Phone } from './support/phone.js';
import { phoneSuite } from './support/phone.js';
import { expectRecordedToast } from './support/spot.js';

/**
 * Timed options, end to end: a funded member moves USDT to the options account, buys a 30 s rise
 * after the confirmation, watches its countdown and the live price, and reads the result sheet at
 * the close, its settlement price checked against the public index record of the close second.
 * The test pins BTC's index price at the purchase and again before the close, so it decides each
 * outcome: the rise wins, the German fall loses, to the cent.
 */
const suite = phoneSuite();
const MEMBER_KEY = keccak256(toHex('halyard e2e options member'));
/** The shortest published period: the result is there about 30 s after the purchase. */
const PERIOD = 30;

/** Moves USDT from the fund to the options account through the API, as the transfer page does (the page itself has its own suite). */
async function transferToOptions(page: Page, amount: string): Promise<void> {
  const token = await storedValue(page, 'token');
  const status = await page.evaluate(
    async ({ token: bearer, amount: sum }) =>
      (
        await fetch('/api/member/transferRecord/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${String(bearer)}` },
          body: JSON.stringify({ coin: 'USDT', amount: sum, from: 'fund', to: 'options' }),
        })
      ).status,
    { token, amount },
  );
  expect(status).toBe(200);
}

/** One index second's public record. */
async function indexPrice(phone: Phone, href: string): Promise<Decimal> {
  expect(href).toMatch(/^\/api\/market\/index\?pair=btcusdt&ts=\d+$/);
  const answer = (await (await phone.page.request.get(phone.url(href))).json()) as { data: { price: string } };
  return new Decimal(answer.data.price);
}

/** The buy and close prices the test pins around an option: the close a little above the buy, so a rise wins and a fall loses. */
async function pinnedPrices(): Promise<{ buy: Decimal; close: Decimal }> {
  const buy = (await lastPrice('btcusdt')).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  return { buy, close: buy.plus('42.5') };
}

/** The alert toast of the option's settlement, as soon as it shows (it stays 6 s): its text and colour. */
function settlementToast(page: Page, catalogue: Messages): Promise<{ text: string; tone: string | null }> {
  const toast = page.locator('[data-testid^="alert-toast-"]').filter({ hasText: catalogue.messages.kind.optionSettled.title });
  const shown = toast.waitFor({ state: 'visible', timeout: (PERIOD + 15) * 1000 }).then(async () => ({ text: await toast.innerText(), tone: await toast.getAttribute('data-tone') }));
  // Awaited later; a test that fails before then reports its own failure, not this wait's.
  shown.catch(() => undefined);
  return shown;
}

interface Outcome {
  buy: Decimal;
  close: Decimal;
  result: 'win' | 'loss';
  /** What it paid, the net result (payout − amount − fee) and the fee, as shown. */
  payout: string;
  net: string;
  fee: string;
}

/**
 * Waits for the result sheet of the option in position, then checks it against the pinned prices
 * and the public record: bought at the buy pin, settled at the close pin (the index of the close
 * second), and the result, payout and net result exactly as the rule makes them.
 */
async function checkResult(phone: Phone, catalogue: Messages, outcome: Outcome, locale: Locale = 'en_US'): Promise<void> {
  const { page } = phone;
  const sheet = byTestId(page, 'option-result');
  await sheet.waitFor({ state: 'visible', timeout: (PERIOD + 15) * 1000 });
  expect((await indexPrice(phone, (await byTestId(page, 'option-result-buy-index-link').getAttribute('href')) ?? '')).toFixed()).toBe(outcome.buy.toFixed());
  expect((await indexPrice(phone, (await byTestId(page, 'option-result-close-index-link').getAttribute('href')) ?? '')).toFixed()).toBe(outcome.close.toFixed());
  expect(await text(page, 'option-result-list-buyPrice')).toBe(formatPrice(outcome.buy.toFixed(), 2, { locale }));
  expect(await text(page, 'option-result-list-settlementPrice')).toBe(formatPrice(outcome.close.toFixed(), 2, { locale }));
  expect(await byTestId(page, 'option-result-status').getAttribute('data-status')).toBe(outcome.result);
  // The headline is the net result; what it paid and the fee sit below it.
  expect(await text(page, 'option-result-headline')).toBe(`${formatSignedAmount(outcome.net, 2, { locale })} USDT`);
  const usdt = (amount: string, places: number) => `${formatAmount(amount, places, { locale })} USDT`;
  const paid = fill(catalogue.options.result[outcome.result === 'win' ? 'paid' : 'paidBack'], { amount: usdt(outcome.payout, 2) });
  expect(await text(page, 'option-result-payout')).toBe(`${paid} · ${fill(catalogue.options.result.fee, { fee: usdt(outcome.fee, 4) })}`);
}

/** Chooses the time and amount, presses rise or fall, reads the confirmation and confirms. */
async function buyOption(page: Page, catalogue: Messages, direction: 'rise' | 'fall', amount: string, shot?: { phone: Phone; name: string }): Promise<Record<string, string>> {
  await byTestId(page, `option-period-${PERIOD}`).click();
  await byTestId(page, 'option-amount').locator('input').fill(amount);
  await byTestId(page, `option-buy-${direction}`).click();
  const sheet = byTestId(page, 'option-confirm');
  await sheet.waitFor({ state: 'visible' });
  expect(await sheet.innerText()).toContain(catalogue.options.confirm.title);
  const shown: Record<string, string> = {};
  for (const key of ['pair', 'direction', 'period', 'amount', 'fee', 'profitRate', 'winPayout', 'lossPayout', 'drawPayout']) shown[key] = await text(page, `option-confirm-details-${key}`);
  if (shot) await shot.phone.screenshot(shot.name);
  await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts?.splice(0));
  await byTestId(page, 'option-confirm-submit').click();
  await sheet.waitFor({ state: 'detached' });
  return shown;
}

describe('timed options', () => {
  it('buys a 30 s rise after the confirmation, watches the countdown and reads the result at the close', { timeout: 150_000 }, async () => {
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await acceptAgreement(page);
    await fundByDeposit(phone, '1000');
    await transferToOptions(page, '200');

    // Bought at the buy pin; the index rises to the close pin before the close: the rise wins.
    const { buy, close } = await pinnedPrices();
    await pinPrice('btcusdt', buy);
    await open(page, '/option?symbol=btcusdt');
    await recordToasts(page);
    await byTestId(page, 'option-form').waitFor({ state: 'visible' });
    await expect.poll(() => text(page, 'option-available')).toBe('200.00 USDT');
    await byTestId(page, 'option-chart').locator('svg').waitFor({ state: 'visible' });
    expect(await text(page, `option-period-${PERIOD}`)).toContain('+10.00%');

    // The spec's messages ("select a time", "enter the purchase amount"), before any call.
    await byTestId(page, 'option-buy-rise').click();
    expect(await text(page, 'option-problem')).toBe(en.options.form.timeRequired);
    await byTestId(page, `option-period-${PERIOD}`).click();
    await byTestId(page, 'option-buy-rise').click();
    expect(await text(page, 'option-problem')).toBe(en.options.form.amountRequired);
    const amount = byTestId(page, 'option-amount').locator('input');
    await amount.fill('5');
    await byTestId(page, 'option-buy-rise').click();
    expect(await text(page, 'option-problem')).toBe(fill(en.options.form.belowMinimum, { min: '10' }));
    await amount.fill('200');
    await byTestId(page, 'option-buy-rise').click();
    expect(await text(page, 'option-problem')).toBe(en.options.form.insufficient);

    const confirmed = await buyOption(page, en, 'rise', '50', { phone, name: 'option-confirm-light' });
    // Both outcomes before buying, net of the 50 staked and its 0.05 fee: right pays 55 (+4.95), wrong pays back 45 (−5.05), unchanged returns 50 (−0.05).
    expect(confirmed).toEqual({
      pair: 'BTC/USDT',
      direction: en.options.direction.rise,
      period: '30s',
      amount: '50.00 USDT',
      fee: '0.0500 USDT',
      profitRate: '10.00%',
      winPayout: '55.00 USDT (+4.95)',
      lossPayout: expect.stringMatching(/^45\.00 USDT \([-−]5\.05\)$/) as unknown as string,
      drawPayout: expect.stringMatching(/^50\.00 USDT \([-−]0\.05\)$/) as unknown as string,
    });
    await expectRecordedToast(page, en.options.confirm.placed);
    await expect.poll(() => text(page, 'option-available')).toBe('149.95 USDT');

    // In position: a countdown to the close second, the live price against the buy price.
    const card = page.locator('article[data-testid^="option-open-"]');
    await card.waitFor({ state: 'visible' });
    expect(await text(page, 'option-tab-open')).toBe(`${en.options.tabs.open} (1)`);
    expect(await text(page, 'option-open-status')).toBe(en.options.status.open);
    expect(await text(page, 'option-buy-price')).toBe(formatPrice(buy.toFixed(), 2));
    expect(await text(page, 'option-live-price')).toBe(formatPrice(buy.toFixed(), 2));
    expect(await byTestId(page, 'option-live-price').getAttribute('data-standing')).toBe('level');
    const toast = settlementToast(page, en);
    await pinPrice('btcusdt', close);
    await expect.poll(() => text(page, 'option-live-price')).toBe(formatPrice(close.toFixed(), 2));
    expect(await byTestId(page, 'option-live-price').getAttribute('data-standing')).toBe('ahead');
    expect(await text(page, 'option-standing')).toBe(en.options.position.ahead);
    const first = await text(page, 'option-countdown');
    expect(first).toMatch(/^00:[0-3]\d$/);
    await expect.poll(() => text(page, 'option-countdown'), { timeout: 5_000 }).not.toBe(first);
    expect(await text(page, 'option-countdown')).toMatch(/^00:[0-2]\d$/);
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    expect(await accessibilityProblems(page, 'options page with an option in position')).toEqual([]);
    await phone.screenshot('option-open-light');

    // Right: 50 × 1.1 = 55 paid, 55 − 50 − 0.05 = +4.95; the alert says so in green.
    await checkResult(phone, en, { buy, close, result: 'win', payout: '55', net: '4.95', fee: '0.05' });
    expect(await toast).toEqual({ text: `${en.messages.kind.optionSettled.title}\n${fill(en.messages.kind.optionSettled.won, { net: '4.95', payout: '55.00' })}`, tone: 'profit' });
    expect(await accessibilityProblems(page, 'option result sheet')).toEqual([]);
    await phone.screenshot('option-result-light');
    await byTestId(page, 'option-result-ok').click();

    // Completed: the option with its result; the open list is empty.
    await byTestId(page, 'option-open-empty').waitFor({ state: 'visible' });
    await byTestId(page, 'option-tab-settled').click();
    const row = page.locator('button[data-testid^="option-settled-"]');
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-result')).toBe('win');
    await row.click();
    await byTestId(page, 'option-detail').waitFor({ state: 'visible' });
    expect(await text(page, 'option-detail-rule')).toBe(fill(en.options.rules.settle, { rate: '0.10%' }));
  });

  it('speaks German in the dark theme: buys a 30 s fall and reads the result', { timeout: 120_000 }, async () => {
    const de = messages('de_DE');
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    // Bought at the buy pin; the index rises to the close pin before the close: the fall loses.
    const { buy, close } = await pinnedPrices();
    await pinPrice('btcusdt', buy);
    await open(page, '/option?symbol=btcusdt&lang=de_DE');
    await recordToasts(page);
    await byTestId(page, 'option-form').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await text(page, 'option-form')).toContain(de.options.form.selectTime);
    expect(await text(page, 'option-buy-fall')).toBe(de.options.buy.fall);
    expect(await text(page, 'option-tab-settled')).toBe(de.options.tabs.settled);
    await byTestId(page, 'option-buy-fall').click();
    expect(await text(page, 'option-problem')).toBe(de.options.form.timeRequired);

    const confirmed = await buyOption(page, de, 'fall', '10', { phone, name: 'option-confirm-dark-de' });
    expect(confirmed).toMatchObject({ direction: de.options.direction.fall, period: '30 s', amount: '10,00 USDT' });
    await expectRecordedToast(page, de.options.confirm.placed);
    await page.locator('article[data-testid^="option-open-"]').waitFor({ state: 'visible' });
    expect(await text(page, 'option-open-status')).toBe(de.options.status.open);
    expect(await text(page, 'option-buy-price')).toBe(formatPrice(buy.toFixed(), 2, { locale: 'de_DE' }));
    const toast = settlementToast(page, de);
    await pinPrice('btcusdt', close);
    await expect.poll(() => text(page, 'option-live-price')).toBe(formatPrice(close.toFixed(), 2, { locale: 'de_DE' }));
    expect(await byTestId(page, 'option-live-price').getAttribute('data-standing')).toBe('behind');
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await phone.screenshot('option-open-dark-de');

    // Wrong: 10 × 0.9 = 9 paid back, 9 − 10 − 0.01 = −1.01; the alert says so in red.
    await checkResult(phone, de, { buy, close, result: 'loss', payout: '9', net: '-1.01', fee: '0.01' }, 'de_DE');
    expect(await toast).toEqual({ text: `${de.messages.kind.optionSettled.title}\n${fill(de.messages.kind.optionSettled.lost, { net: '1,01', payout: '9,00' })}`, tone: 'loss' });
    expect(await accessibilityProblems(page, 'option result sheet, German, dark')).toEqual([]);
    await phone.screenshot('option-result-dark-de');
  });

  it('opens a lost option from its link: the net result is the headline, what it paid back below', { timeout: 60_000 }, async () => {
    // A settled option pinned in the browser (the feed decides real results): 100 staked at 10 % with a 0.10 fee, paid back 90.
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    const lost = {
      id: 987654,
      pair: 'btcusdt',
      direction: 'rise',
      period: 30,
      amount: '100',
      fee: '0.1',
      profitRate: '0.1',
      buyPrice: '50000',
      buyTime: '2026-11-29T03:00:00.000Z',
      buySecond: 1795921200,
      closeTime: '2026-11-29T03:00:30.000Z',
      closeSecond: 1795921230,
      settlementPrice: '49990',
      result: 'loss',
      payout: '90',
      status: 'settled',
    };
    await page.route('**/api/member/optionsRecord/987654', (route) => route.fulfill({ json: { code: 200, msg: 'OK', data: lost } }));
    await open(page, `/option?symbol=btcusdt&order=${lost.id}`);
    const sheet = byTestId(page, 'option-detail');
    await sheet.waitFor({ state: 'visible' });
    expect(await text(page, 'option-detail-headline')).toMatch(/^[-−]10\.10 USDT$/);
    expect(await text(page, 'option-detail-payout')).toBe(`${fill(en.options.result.paidBack, { amount: '90.00 USDT' })} · ${fill(en.options.result.fee, { fee: '0.1000 USDT' })}`);
    expect(await byTestId(page, 'option-detail-status').getAttribute('data-status')).toBe('loss');
    await phone.screenshot('option-lost-net-light');
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    await page.reload();
    await sheet.waitFor({ state: 'visible' });
    await phone.screenshot('option-lost-net-dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    // Closing the result drops the link: a reload opens nothing.
    await byTestId(page, 'option-detail-close').click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.has('order')).toBe(false);
  });
});

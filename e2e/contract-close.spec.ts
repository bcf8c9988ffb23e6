import Decimal from 'decimal.js';
import { contractFee, contractSize, formatAmount, formatSignedAmount } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { byTestId, en, expectToast, LOCALES, messages, open, signInWithPreview } from './support/app.js';
import type { Locale } from '@halyard/shared';
import { acceptAgreement, fundByDeposit, placeOrder, shownDecimal, text, walletPhone } from './support/contract.js';
import { lastPrice, pinPrice } from './support/feed.js';
import { fill } from './support/messages.js';
import { phoneSuite, screenshotsInThemes } from './support/phone.js';

/**
 * Issue 33's contract controls, as a trader uses them: the leverage slider stops only at the
 * published levels, half a position closed from its card (the rest stays open, the history shows
 * the closed part with its result after fees), close all; and the form fits at 360 px in every language.
 * BTC's index is pinned at each open and close, so every size, result and fee is exact.
 */
const suite = phoneSuite();
const MEMBER_KEY = keccak256(toHex('halyard e2e contract close member'));
const FEE_RATE = '0.0005';

/** What of the contract form sits outside its box: a descendant past the form's edges, or text wider than its element. */
function formOverflow(page: Page): Promise<string[]> {
  return byTestId(page, 'contract-form').evaluate((form) => {
    const box = form.getBoundingClientRect();
    const problems: string[] = [];
    if (form.scrollWidth > form.clientWidth + 1) problems.push(`form scrolls sideways (${form.scrollWidth} > ${form.clientWidth})`);
    for (const node of Array.from(form.querySelectorAll<HTMLElement>('*'))) {
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const name = node.dataset.testid ?? `${node.tagName.toLowerCase()}.${node.className}`;
      if (rect.left < box.left - 1 || rect.right > box.right + 1) problems.push(`${name} outside the form (${Math.round(rect.left)}-${Math.round(rect.right)} of ${Math.round(box.left)}-${Math.round(box.right)})`);
      const style = getComputedStyle(node);
      const clips = style.overflowX !== 'visible' && style.textOverflow === 'ellipsis';
      if (!clips && node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0 && style.overflowX === 'visible' && node.textContent?.trim()) problems.push(`${name} text wider than its box (${node.scrollWidth} > ${node.clientWidth})`);
    }
    return problems;
  });
}

describe('contract controls', () => {
  it('snaps the leverage to the published levels, closes half a position from its card, then closes all', { timeout: 240_000 }, async () => {
    const phone = await walletPhone(suite, MEMBER_KEY);
    const { page } = phone;
    await acceptAgreement(page);
    await fundByDeposit(phone, '1000');
    await open(page, '/trade?mode=contract');
    await byTestId(page, 'contract-form').waitFor({ state: 'visible' });
    expect(await text(page, 'contract-isolated')).toBe(`${en.contract.form.isolated} ${en.contract.form.isolatedHint}`);

    // The slider: one step from 10x is the next published level, 20x, then back.
    const range = byTestId(page, 'contract-leverage-range');
    expect(await text(page, 'contract-leverage-value')).toBe('10x');
    await range.focus();
    await page.keyboard.press('ArrowRight');
    expect(await text(page, 'contract-leverage-value')).toBe('20x');
    expect(await range.getAttribute('aria-valuetext')).toBe('20x');
    await page.keyboard.press('End');
    expect(await text(page, 'contract-leverage-value')).toBe('100x');
    await byTestId(page, 'contract-leverage-10').click();
    expect(await text(page, 'contract-leverage-value')).toBe('10x');

    // The size in the coin: the margin it takes is computed and shown with the exact size.
    await byTestId(page, 'contract-unit-size').click();
    await byTestId(page, 'contract-margin').locator('input').fill('0.002');
    await expect.poll(() => text(page, 'contract-amount-other')).toMatch(/^Margin [\d,.]+ USDT · exact size 0\.00\d{4} BTC$/);
    await byTestId(page, 'contract-unit-margin').click();
    await screenshotsInThemes(phone, 'contract-form-en');

    // A 10x long of 200 USDT at the pinned index; the card shows the mark price and the distance to liquidation.
    const { price: entry } = await pinPrice('btcusdt', (await lastPrice('btcusdt')).toDecimalPlaces(0, Decimal.ROUND_DOWN));
    await placeOrder(page, en, { margin: '200' });
    await expectToast(page, en.contract.confirm.opened);
    const card = page.locator('article[data-testid^="position-"]');
    await card.waitFor({ state: 'visible' });
    const id = ((await card.getAttribute('data-testid')) ?? '').replace('position-', '');
    await expect.poll(() => card.locator('[data-testid="position-distance-value"]').innerText()).toMatch(/^[\d,.]+ \(\d+\.\d{2}%\)$/);
    expect(await card.locator('[data-testid="position-distance"]').getAttribute('data-tone')).toBe('calm');
    const size = contractSize('200', 10, entry, 6);
    expect(await card.locator('[data-testid="position-size"]').innerText()).toBe(size.toFixed(6));
    await card.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await screenshotsInThemes(phone, 'contract-position-en');

    // Close half, the index pinned 90 higher: the sheet shows what it returns and what stays open, with the TP/SL kept.
    const { price: halfPrice } = await pinPrice('btcusdt', entry.plus(90));
    await card.locator('[data-testid="position-close"]').click();
    const sheet = byTestId(page, 'position-close-sheet');
    await sheet.waitFor({ state: 'visible' });
    await byTestId(page, 'close-share-50').click();
    const half = size.div(2).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    expect(await byTestId(page, 'close-size').locator('input').inputValue()).toBe(half.toString());
    expect(await text(page, 'close-estimate-size')).toBe(`${half.toFixed(6)} BTC`);
    // The part takes its exact share of the 200 USDT margin (to 8 places, as the engine splits it); the rest keeps the remainder.
    const partMargin = new Decimal(200).times(half).div(size).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const restMargin = new Decimal(200).minus(partMargin);
    const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    expect(await text(page, 'close-estimate-margin')).toBe(`${cents(partMargin)} USDT`);
    expect(await text(page, 'close-estimate-rest')).toBe(fill(en.contract.close.restValue, { size: `${size.minus(half).toFixed(6)} BTC`, margin: `${cents(restMargin)} USDT` }));
    await screenshotsInThemes(phone, 'contract-close-sheet-en');
    await byTestId(page, 'close-submit').click();
    await expectToast(page, fill(en.contract.close.partDone, { size: `${half.toFixed(6)} BTC` }));
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(async () => shownDecimal(await card.locator('[data-testid="position-size"]').innerText()).toFixed()).toBe(size.minus(half).toFixed());
    expect(await card.locator('[data-testid="position-margin"]').innerText()).toBe(cents(restMargin));

    // History: the closed part, its result after fees beside the gross and fees, from position #id.
    await byTestId(page, 'contract-tab-history').click();
    const part = page.locator('[data-testid^="history-"][data-outcome]').first();
    await part.waitFor({ state: 'visible' });
    expect(await part.locator('[data-testid="history-part"]').innerText()).toBe(fill(en.contract.history.partOf, { id }));
    // The part's gross is 90 a coin on half the size; its fees, its share of the opening fee (0.05 % of 2000) and its own closing fee.
    const openFee = contractFee('2000', FEE_RATE);
    const partOpenFee = openFee.times(half).div(size).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const gross = halfPrice.minus(entry).times(half);
    const partFees = partOpenFee.plus(contractFee(half.times(halfPrice), FEE_RATE));
    expect(await part.locator('[data-testid="history-pnl"]').innerText()).toBe(`${formatSignedAmount(gross.minus(partFees).toFixed(), 2)} USDT`);
    expect(await part.locator('[data-testid="history-gross"]').innerText()).toBe(fill(en.contract.history.grossAndFees, { gross: formatSignedAmount(gross.toFixed(), 2), fees: formatAmount(partFees.toFixed(), 4) }));

    // A second position, a 10x short of 50 at the same index, then close all, the index pinned 30 higher:
    // the sheet counts both and estimates their net, each gross less its closing fee and what is left of its opening fee.
    await byTestId(page, 'contract-tab-positions').click();
    await byTestId(page, 'contract-side-short').click();
    await placeOrder(page, en, { margin: '50' });
    await expectToast(page, en.contract.confirm.opened);
    await expect.poll(() => page.locator('article[data-testid^="position-"]').count()).toBe(2);
    const { price: lastClose } = await pinPrice('btcusdt', halfPrice.plus(30));
    const rest = size.minus(half);
    const shortSize = contractSize('50', 10, halfPrice, 6);
    const longNet = lastClose.minus(entry).times(rest).minus(contractFee(rest.times(lastClose), FEE_RATE)).minus(openFee.minus(partOpenFee));
    const shortNet = halfPrice.minus(lastClose).times(shortSize).minus(contractFee(shortSize.times(lastClose), FEE_RATE)).minus(contractFee('500', FEE_RATE));
    await byTestId(page, 'positions-close-all').click();
    await byTestId(page, 'close-all').waitFor({ state: 'visible' });
    expect(await text(page, 'close-all-details-count')).toBe('2');
    await expect.poll(() => text(page, 'close-all-details-net')).toBe(`${formatSignedAmount(longNet.plus(shortNet).toFixed(), 2)} USDT`);
    await screenshotsInThemes(phone, 'contract-close-all-en');
    await byTestId(page, 'close-all-submit').click();
    await expectToast(page, fill(en.contract.closeAll.done, { count: '2' }));
    await byTestId(page, 'positions-empty').waitFor({ state: 'visible' });
  });

  it('fits the form at 360 px in every language, Russian first; a Russian position and its sheets', { timeout: 180_000 }, async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await acceptAgreement(page);
    await page.setViewportSize({ width: 360, height: 800 });
    const order: Locale[] = ['ru_RU', ...LOCALES.filter((locale) => locale !== 'ru_RU')];
    for (const locale of order) {
      await open(page, `/trade?mode=contract&lang=${locale}`);
      await byTestId(page, 'contract-form').waitFor({ state: 'visible' });
      await expect.poll(() => text(page, 'contract-submit')).toBe(messages(locale).contract.open.long);
      await byTestId(page, 'contract-triggers-toggle').click();
      await byTestId(page, 'contract-stop-profit').waitFor({ state: 'visible' });
      expect(await formOverflow(page), locale).toEqual([]);
      if (locale === 'ru_RU') {
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshotsInThemes(phone, 'contract-form-ru');
        await page.setViewportSize({ width: 360, height: 800 });
      }
    }

    // Russian at 390 px: a position card and both sheets.
    const ru = messages('ru_RU');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/trade?mode=contract&lang=ru_RU');
    await byTestId(page, 'contract-form').waitFor({ state: 'visible' });
    await placeOrder(page, ru, { margin: '50' });
    await expectToast(page, ru.contract.confirm.opened);
    const card = page.locator('article[data-testid^="position-"]').first();
    await card.waitFor({ state: 'visible' });
    await expect.poll(() => card.locator('[data-testid="position-distance-value"]').innerText()).toMatch(/\(\d+,\d{2}\s?%\)|\(\d+\.\d{2}%\)/);
    await card.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await screenshotsInThemes(phone, 'contract-position-ru');
    await card.locator('[data-testid="position-close"]').click();
    await byTestId(page, 'close-share-25').click();
    await screenshotsInThemes(phone, 'contract-close-sheet-ru');
    await byTestId(page, 'close-cancel').click();
    await byTestId(page, 'position-close-sheet').waitFor({ state: 'detached' });
    await byTestId(page, 'positions-close-all').click();
    await byTestId(page, 'close-all').waitFor({ state: 'visible' });
    await screenshotsInThemes(phone, 'contract-close-all-ru');
    await byTestId(page, 'close-all-submit').click();
    await byTestId(page, 'positions-empty').waitFor({ state: 'visible' });
  });
});

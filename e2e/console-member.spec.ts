import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en } from './support/app.js';
import { callApi, freshKey, mbIdOf, memberPhone, operatorPhone } from './support/member.js';
import { phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';

/**
 * A member's records in the console (issue 29): the operator opens a member who bought ETH, has a
 * waiting contract order and an open position, and sees each in the member sheet's tabs, with ETH
 * at its own precision (0.0123 ETH is 0.01230000, not 0.01).
 */
const suite = phoneSuite();

async function placed(page: Page, path: string, body: object): Promise<number> {
  const answer = await callApi<{ id: number }>(page, 'POST', path, body);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data.id;
}

/** The records panel scrolled to the top of the sheet, light and dark at a phone's size. */
async function screenshots(phone: Phone, name: string): Promise<void> {
  await byTestId(phone.page, 'member-records').evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await screenshotsInThemes(phone, `console-member-${name}`);
}

describe("a member's records in the console", () => {
  it("shows the member's bills, orders and positions to the end of each list, with ETH at its precision", async () => {
    const member = await memberPhone(suite, freshKey('console member records'));
    const mbId = await mbIdOf(member.page);
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await operatorPhone(browser, '/admin');
    const { page } = admin;

    // Money in through a passed deposit, then a spot buy, a waiting contract order and a position.
    const deposit = await placed(member.page, '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '1000', txHash: keccak256(toHex(`records ${Date.now()} ${Math.random()}`)) });
    expect((await callApi(page, 'POST', `/admin/deposits/${deposit}/approve`)).code).toBe(200);
    const spot = await placed(member.page, '/member/spotOrder/add', { pair: 'ethusdt', side: 'buy', priceType: 'market', amount: '0.0123' });
    const waiting = await placed(member.page, '/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'limit', price: '1000', margin: '20', leverage: 5 });
    const position = await placed(member.page, '/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '10', leverage: 10 });

    await byTestId(page, 'console-section-members').click();
    await byTestId(page, 'member-search-input').locator('input').fill(mbId);
    await byTestId(page, 'member-search-submit').click();
    await expect.poll(() => page.locator('button[data-testid^="member-row-"]').count()).toBe(1);
    await page.locator('button[data-testid^="member-row-"]').click();
    await byTestId(page, 'member-edit').waitFor({ state: 'visible' });
    // The balances table: ETH to 8 places, USDT to the cent.
    expect(await byTestId(page, 'member-balance-fund-ETH').innerText()).toContain('0.01230000');
    expect(await byTestId(page, 'member-balance-fund-USDT').innerText()).toMatch(/\d\.\d{2}\s/);
    await byTestId(page, 'member-balances').evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await screenshotsInThemes(admin, 'console-member-balances');

    // Bills, newest first: the ETH side of the buy at its precision; narrowed to ETH, it is the only one.
    const bills = byTestId(page, 'member-bills');
    await bills.waitFor({ state: 'visible' });
    const ethBill = bills.locator('[data-coin="ETH"]');
    expect(await ethBill.locator('[data-testid="member-bill-amount"]').innerText()).toBe('+0.01230000 ETH');
    expect(await ethBill.locator('[data-testid="member-bill-available"]').innerText()).toBe(en.console.member.bill.availableAfter.replace('{{amount}}', '0.01230000'));
    expect(await bills.locator('[data-type="deposit"]').count()).toBe(1);
    await byTestId(page, 'member-sheet').locator('[data-testid="list-end"]').waitFor({ state: 'visible' });
    const problems = await accessibilityProblems(page, 'member bills');
    await screenshots(admin, 'bills');
    await byTestId(page, 'member-bills-coin-ETH').click();
    await expect.poll(() => bills.locator('li').count()).toBe(1);
    expect(await bills.locator('[data-coin="ETH"]').count()).toBe(1);

    // Orders: the spot buy, then the waiting contract order; an empty product says so.
    await byTestId(page, 'member-records-orders').click();
    const spotRow = byTestId(page, `member-spot-${spot}`);
    await spotRow.waitFor({ state: 'visible' });
    expect(await spotRow.getAttribute('data-status')).toBe('filled');
    expect(await spotRow.locator('[data-testid="member-spot-amount"]').innerText()).toBe('0.01230000 ETH');
    await byTestId(page, 'member-orders-product-contract').click();
    const contractRow = byTestId(page, `member-contract-${waiting}`);
    await contractRow.waitFor({ state: 'visible' });
    expect(await contractRow.innerText()).toContain(`${en.contract.field.price} 1,000.00`);
    expect(await contractRow.innerText()).toContain(en.contract.status.pending);
    await screenshots(admin, 'orders');
    await byTestId(page, 'member-orders-product-options').click();
    await byTestId(page, 'member-orders-options-empty').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'member-orders-options-empty').innerText()).toContain(en.common.noData);

    // Positions: the open long, its size in BTC to 8 places, its entry price at the pair's 2.
    await byTestId(page, 'member-records-positions').click();
    const positionRow = byTestId(page, `member-position-${position}`);
    await positionRow.waitFor({ state: 'visible' });
    expect(await positionRow.getAttribute('data-status')).toBe('open');
    expect(await positionRow.locator('[data-testid="member-position-size"]').innerText()).toMatch(/ 0\.\d{8} BTC$/);
    expect(await positionRow.locator('[data-testid="member-position-entry"]').innerText()).toMatch(new RegExp(`^${en.contract.field.openPrice} [\\d,]+\\.\\d{2}$`));
    expect(await positionRow.locator('[data-testid="member-position-exit"]').innerText()).toMatch(new RegExp(`^${en.contract.field.liquidationPrice} [\\d,]+\\.\\d{2}$`));
    expect(await byTestId(page, 'member-positions').locator('li').count()).toBe(1);
    problems.push(...(await accessibilityProblems(page, 'member positions')));
    await screenshots(admin, 'positions');
    expect(problems).toEqual([]);

    expect(admin.errors).toEqual([]);
    await admin.close();
  }, 120_000);
});

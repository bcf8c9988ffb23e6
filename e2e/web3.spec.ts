import enApi from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, expectToast, messages, navigateInApp, open, signInWithPreview, type Messages } from './support/app.js';
import { E2E_STAKING_DAY_SECONDS, LIVE_WAIT_MS } from './support/global-setup.js';
import { callApi, depositNoticeShown, freshKey, memberPhone, operatorPhone } from './support/member.js';
import { phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';

/**
 * WEB3.0 end to end on the real server (staking days of a few seconds): a member stakes, sees the
 * stake and its daily rewards, exchanges the ETH rewards and withdraws to the fund account; the
 * pool's figures include them; the demo account is told before any form and refused by the server.
 */
const suite = phoneSuite();

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A member with `amount` USDT passed by the operator, `staked` of it moved to the staking account. */
async function fundedMember(label: string, amount: string, toStaking: string, locale?: string): Promise<Phone> {
  const phone = await memberPhone(suite, freshKey(label));
  const { page } = phone;
  const deposit = await callApi<{ id: number }>(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount, txHash: keccak256(toHex(`${label} ${Date.now()} ${Math.random()}`)) });
  expect(deposit.code).toBe(200);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const operator = await operatorPhone(browser);
  expect((await callApi(operator.page, 'POST', `/admin/deposits/${deposit.data.id}/approve`)).code).toBe(200);
  expect(operator.errors).toEqual([]);
  await operator.close();
  await depositNoticeShown(page);
  if (toStaking !== '0') expect((await callApi(page, 'POST', '/member/transferRecord/add', { coin: 'USDT', amount: toStaking, from: 'fund', to: 'staking' })).code).toBe(200);
  // A fresh document: the deposit's live notice came to the last one, not to this.
  await open(page, locale ? `/home?lang=${locale}` : '/home');
  return phone;
}

async function stake(page: Page, catalogue: Messages, amount: string): Promise<void> {
  await byTestId(page, 'plan-7-stake').click();
  await byTestId(page, 'stake-form').waitFor({ state: 'visible' });
  await byTestId(page, 'stake-amount').locator('input').fill(amount);
  await byTestId(page, 'stake-submit').click();
  await expectToast(page, catalogue.web3.stake.success);
  await byTestId(page, 'stake-sheet').waitFor({ state: 'detached' });
}

const text = (page: Page, testId: string) => byTestId(page, testId).innerText();

describe('staking and the mining pool', () => {
  it('stakes on a plan, sees its daily rewards, exchanges them to USDT and withdraws to the fund account', { timeout: 120_000 }, async () => {
    const phone = await fundedMember('web3 staker', '1000', '600');
    const { page } = phone;
    const problems: string[] = [];
    await byTestId(page, 'tab-staking').click();
    await byTestId(page, 'plan-7').waitFor({ state: 'visible' });
    expect(await text(page, 'plan-7-rate')).toBe('0.02%');
    problems.push(...(await accessibilityProblems(page, 'staking')));
    expect(await text(page, 'plan-7-limits')).toBe(fill(en.web3.plan.limitsValue, { min: '100', max: '50,000' }));
    await phone.screenshot('web3-staking-en');

    // Below the plan's minimum: said in place, nothing sent.
    await byTestId(page, 'plan-7-stake').click();
    await byTestId(page, 'stake-amount').locator('input').fill('50');
    await byTestId(page, 'stake-submit').click();
    expect(await text(page, 'stake-problem')).toBe(fill(en.web3.stake.belowMinimum, { min: '100' }));
    await byTestId(page, 'stake-amount').locator('input').fill('500');
    expect(await text(page, 'stake-daily')).toBe(fill(en.web3.stake.estimate, { amount: '0.1000' }));
    await phone.screenshot('web3-stake-sheet-en');
    problems.push(...(await accessibilityProblems(page, 'stake sheet')));
    await byTestId(page, 'stake-submit').click();
    await expectToast(page, en.web3.stake.success);
    await expect.poll(() => text(page, 'staking-staked')).toBe('500.00 USDT');
    // Among the active stakes, looked for now: its seven days of a few seconds each run out later in this test.
    await page.locator('[data-testid="active-stakes"] [data-status="active"]').first().waitFor({ state: 'visible' });

    // A staking day lasts a few seconds here: the first reward arrives by itself, live.
    await expect.poll(() => text(page, 'staking-rewards'), { timeout: E2E_STAKING_DAY_SECONDS * 1000 + LIVE_WAIT_MS }).not.toBe('0 ETH');

    await byTestId(page, 'staking-records').click();
    await page.waitForURL((url) => url.pathname === '/stakingRecord');
    const card = page.locator('[data-testid="stake-list"] > li').first();
    await card.locator('[data-testid$="-toggle"]').click();
    const firstDay = card.locator('.reward-log__row').last();
    await firstDay.waitFor({ state: 'visible' });
    expect(await firstDay.locator('.reward-log__day').innerText()).toBe(fill(en.web3.record.day, { day: 1 }));
    await phone.screenshot('web3-staking-record-en');
    problems.push(...(await accessibilityProblems(page, 'staking record with its log')));

    await page.goBack();
    await byTestId(page, 'staking-exchange').click();
    await byTestId(page, 'exchange-form').waitFor({ state: 'visible' });
    await byTestId(page, 'exchange-amount-max').click();
    await phone.screenshot('web3-exchange-en');
    await byTestId(page, 'exchange-submit').click();
    await page.locator('.adm-toast-main', { hasText: 'ETH' }).first().waitFor({ state: 'visible' });
    const afterExchange = await callApi<{ accounts: Array<{ account: string; coin: string; available: string }> }>(page, 'GET', '/member/transferRecord/getMoeny');
    const staking = afterExchange.data.accounts.find((row) => row.account === 'staking')?.available ?? '0';
    expect(Number(staking)).toBeGreaterThan(100);

    await byTestId(page, 'staking-withdraw').click();
    await byTestId(page, 'withdraw-amount').locator('input').fill('100');
    await byTestId(page, 'withdraw-submit').click();
    await expectToast(page, en.web3.withdraw.success);
    const fund = (await callApi<{ accounts: Array<{ account: string; available: string }> }>(page, 'GET', '/member/transferRecord/getMoeny')).data.accounts.find((row) => row.account === 'fund');
    expect(fund?.available).toBe('500');
    const transfers = await callApi<{ rows: Array<{ from: string; to: string; amount: string }> }>(page, 'GET', '/member/transferRecord/listH5');
    expect(transfers.data.rows[0]).toMatchObject({ from: 'staking', to: 'fund', amount: '100' });

    // The WEB3.0 page counts this member's stake and rewards among its real figures.
    await navigateInApp(page, '/blockchain', en.route.blockchain);
    await byTestId(page, 'reward-feed').waitFor({ state: 'visible' });
    expect(Number(await text(page, 'pool-participants'))).toBeGreaterThanOrEqual(1);
    expect(Number((await text(page, 'pool-income')).replace(' ETH', ''))).toBeGreaterThan(0);
    expect(Number((await text(page, 'pool-production')).replace(' ETH', ''))).toBeGreaterThan(0);
    await byTestId(page, 'production-chart').waitFor({ state: 'visible' });
    await phone.screenshot('web3-pool-en');
    problems.push(...(await accessibilityProblems(page, 'pool')));
    await byTestId(page, 'pool-plan-7').click();
    await byTestId(page, 'pool-detail').waitFor({ state: 'visible' });
    expect(await page.locator('.web3-rules li').count()).toBe(8);
    await phone.screenshot('web3-pool-detail-en');
    problems.push(...(await accessibilityProblems(page, 'pool detail')));

    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    for (const [path, name] of [['/blockchain', 'pool'], ['/staking', 'staking'], ['/stakingRecord', 'staking-record']] as const) {
      await open(page, path);
      await page.locator('main [data-testid="loading-state"]').filter({ visible: true }).first().waitFor({ state: 'detached' });
      await phone.screenshot(`web3-${name}-en-dark`);
      problems.push(...(await accessibilityProblems(page, `${name} dark`)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('tells the demo account before any form, and the server refuses it', async () => {
    const phone = await suite.open();
    const { page } = phone;
    suite.expectErrors(/status of 403/);
    await signInWithPreview(phone);
    await byTestId(page, 'tab-staking').click();
    await byTestId(page, 'plan-7-stake').click();
    await byTestId(page, 'restriction-stake').waitFor({ state: 'visible' });
    expect(await text(page, 'restriction-stake')).toContain(en.restriction.mockAccount.stake);
    expect(await byTestId(page, 'stake-form').count()).toBe(0);
    await byTestId(page, 'stake-sheet-close').click();
    await byTestId(page, 'staking-exchange').click();
    await byTestId(page, 'restriction-poolAction').waitFor({ state: 'visible' });
    const refused = await callApi(page, 'POST', '/member/stakRecord/add', { configId: 1, amount: '100' });
    expect([refused.code, refused.msg]).toEqual([403, enApi.mockNotSupported]);
  });
});

describe('staking in German', () => {
  it('speaks German on the staking tab, its checks and its records', { timeout: 90_000 }, async () => {
    const de = messages('de_DE');
    const phone = await fundedMember('web3 staker de_DE', '300', '300', 'de_DE');
    const { page } = phone;
    await byTestId(page, 'tab-staking').click();
    await byTestId(page, 'plan-7').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'plan-7').locator('h3').innerText()).toBe(fill(de.web3.plan.title, { days: 7 }));
    await byTestId(page, 'plan-7-stake').click();
    await byTestId(page, 'stake-submit').click();
    expect(await text(page, 'stake-problem')).toBe(de.web3.stake.amountRequired);
    await byTestId(page, 'stake-sheet-close').click();
    await byTestId(page, 'stake-sheet').waitFor({ state: 'detached' });
    await stake(page, de, '200');
    await byTestId(page, 'staking-records').click();
    await page.waitForURL((url) => url.pathname === '/stakingRecord');
    // In German, whichever status the stake has when the page is read (its seven days are some 20 s).
    const card = page.locator('[data-testid="stake-list"] .stake-card').first();
    await card.waitFor({ state: 'visible' });
    const shown = await card.evaluate((node) => ({ status: (node as HTMLElement).dataset.status, text: node.querySelector<HTMLElement>('[data-testid$="-status"]')?.innerText }));
    expect(['active', 'ended']).toContain(shown.status);
    expect(shown.text).toBe(shown.status === 'ended' ? de.web3.record.ended : de.web3.record.active);
    await phone.screenshot('web3-staking-record-de');
  });
});

describe('the pool rules', () => {
  it('open from WEB3.0 as the rules of every pool, not as one plan', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/blockchain');
    await byTestId(page, 'web3-entry-rules').click();
    const sheet = byTestId(page, 'pool-rules-sheet');
    await sheet.waitFor({ state: 'visible' });
    expect(await sheet.locator('.web3-rules li').allInnerTexts()).toEqual(Object.values(en.web3.detail.rules));
    expect(await sheet.innerText()).toContain(en.web3.detail.rulesTitle);
    expect(new URL(page.url()).pathname).toBe('/blockchain');
    expect(await byTestId(page, 'pool-detail').count()).toBe(0);
    await screenshotsInThemes(phone, 'web3-pool-rules');
  });
});

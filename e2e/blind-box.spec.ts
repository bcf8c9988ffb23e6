import Decimal from 'decimal.js';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, messages, open, signInWithPreview, type Messages } from './support/app.js';
import { E2E_BLIND_BOX_PAYOUT_SECONDS } from './support/global-setup.js';
import { callApi, depositNoticeShown, freshKey, memberPhone, operatorPhone } from './support/member.js';
import { fill } from './support/messages.js';
import { phoneSuite, type Phone } from './support/phone.js';

/**
 * Blind boxes end to end on the real server (payouts a few seconds after opening): open a box after
 * confirming, see the result, see it paid by the engine, reveal the seed and verify the opening in
 * the browser; the demo account is told it cannot; and the same in Traditional Chinese.
 */
const suite = phoneSuite();

async function fundedMember(label: string, amount: string, locale = 'en_US'): Promise<Phone> {
  const phone = await memberPhone(suite, freshKey(label));
  const { page } = phone;
  const deposit = await callApi<{ id: number }>(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount, txHash: keccak256(toHex(`${label} ${Date.now()} ${Math.random()}`)) });
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const operator = await operatorPhone(browser);
  expect((await callApi(operator.page, 'POST', `/admin/deposits/${deposit.data.id}/approve`)).code).toBe(200);
  await operator.close();
  await depositNoticeShown(page);
  await open(page, `/blindBox?lang=${locale}`);
  return phone;
}

const text = (page: Page, testId: string) => byTestId(page, testId).innerText();
const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a level-1 box from its card, through the confirmation; answers the opening's id. */
async function openLevelOne(page: Page, catalogue: Messages): Promise<number> {
  await byTestId(page, 'box-open-1').click();
  await byTestId(page, 'open-confirm').waitFor({ state: 'visible' });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/member/boxRecord/openBox'));
  await page.locator('.adm-dialog-button', { hasText: catalogue.blindBox.open.confirm }).click();
  const opened = (await (await answer).json()) as { data: { id: number } };
  await byTestId(page, 'open-result').waitFor({ state: 'visible' });
  return opened.data.id;
}

describe('blind boxes', () => {
  it('opens a box under the committed seed, is paid by itself, and verifies in the browser once the seed is revealed', { timeout: 90_000 }, async () => {
    const phone = await fundedMember('box opener', '100');
    const { page } = phone;
    await byTestId(page, 'box-tier-4').waitFor({ state: 'visible' });
    const hash = await text(page, 'seed-hash');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await text(page, 'box-tier-1-return')).toBe('95.00% (9.50 USDT)');
    await byTestId(page, 'client-seed').locator('input').fill('my e2e seed');
    await byTestId(page, 'box-open-1').click();
    expect(await text(page, 'client-seed-problem')).toBe(en.blindBox.seed.clientSeedInvalid);
    await byTestId(page, 'client-seed').locator('input').fill('my-e2e-seed');
    await phone.screenshot('blind-box-en');
    const problems = await accessibilityProblems(page, 'blind boxes');

    await byTestId(page, 'box-open-1').click();
    const confirm = byTestId(page, 'open-confirm');
    await confirm.waitFor({ state: 'visible' });
    expect(await confirm.innerText()).toContain(hash);
    expect(await confirm.innerText()).toContain('my-e2e-seed');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/member/boxRecord/openBox'));
    await page.locator('.adm-dialog-button', { hasText: en.blindBox.open.confirm }).click();
    const opened = (await (await answer).json()) as { data: { id: number; status: string; payoutAt: string; prize: string; gift: string; price: string } };
    expect(opened.data.status).toBe('pending');
    await byTestId(page, 'open-result').waitFor({ state: 'visible' });
    // What the box paid against what it cost, coloured by the difference: never "You won" for less than the price.
    const paid = new Decimal(opened.data.prize).plus(opened.data.gift);
    const net = paid.minus(opened.data.price);
    const tone = net.gt(0) ? 'up' : net.lt(0) ? 'down' : 'flat';
    const paidFor = fill(en.blindBox.open.resultTitle, { paid: paid.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2), price: '10.00' });
    const headline = new RegExp(`^${escaped(paidFor)} · ${net.gt(0) ? '\\+' : net.lt(0) ? '[-−]' : ''}${escaped(net.abs().toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2))}$`);
    expect(await text(page, 'open-result-prize')).toMatch(headline);
    expect(await byTestId(page, 'open-result-prize').getAttribute('data-tone')).toBe(tone);
    await phone.screenshot('blind-box-result-en');
    problems.push(...(await accessibilityProblems(page, 'opening result')));
    await byTestId(page, 'open-result-details').click();
    await page.waitForURL((url) => /^\/blindBox\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    // Pending until its payout second (unless a slow machine took us past it); the engine pays it then, by itself.
    const shownStatus = await byTestId(page, 'opening-status').getAttribute('data-status');
    if (Date.now() < Date.parse(opened.data.payoutAt)) expect(shownStatus).toBe('pending');
    expect(await byTestId(page, 'verifier-hidden').isVisible()).toBe(true);
    await expect.poll(() => byTestId(page, 'opening-status').getAttribute('data-status'), { timeout: (E2E_BLIND_BOX_PAYOUT_SECONDS + 10) * 1000 }).toBe('paid');
    const opening = (await callApi<{ prize: string; gift: string }>(page, 'GET', `/member/boxRecord/${id}`)).data;
    const fund = (await callApi<{ accounts: Array<{ account: string; available: string }> }>(page, 'GET', '/member/transferRecord/getMoeny')).data.accounts.find((row) => row.account === 'fund');
    expect(Number(fund?.available)).toBeCloseTo(90 + Number(opening.prize) + Number(opening.gift), 6);

    // Reveal the seed (a new one is committed), then the opening verifies here, with Web Crypto.
    expect(await text(page, 'opening-paid-for')).toBe(paidFor);
    await page.goBack();
    await byTestId(page, `opening-${id}`).waitFor({ state: 'visible' });
    await expect.poll(() => byTestId(page, `opening-${id}-status`).getAttribute('data-status')).toBe('paid');
    expect(await byTestId(page, `opening-${id}-net`).getAttribute('class')).toContain(`amount--${tone}`);

    // The purchase's link (where its alert leads) opens its result again.
    await open(page, `/blindBox?record=${id}`);
    await byTestId(page, 'open-result').waitFor({ state: 'visible' });
    expect(await text(page, 'open-result-prize')).toMatch(headline);
    await byTestId(page, 'open-result-close').click();
    await byTestId(page, 'open-result').waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.has('record')).toBe(false);
    await byTestId(page, 'seed-rotate').click();
    await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await byTestId(page, 'seed-revealed').waitFor({ state: 'visible' });
    await expect.poll(() => text(page, 'seed-nonce')).toBe('0');
    expect(await text(page, 'seed-hash')).not.toBe(hash);
    await byTestId(page, `opening-${id}`).click();
    const verdict = byTestId(page, 'verify-verdict');
    await verdict.waitFor({ state: 'visible' });
    expect([await verdict.getAttribute('data-ok'), await verdict.innerText()]).toEqual(['true', en.blindBox.verify.match]);
    expect(await byTestId(page, 'verify-hash').getAttribute('data-ok')).toBe('true');
    expect(await byTestId(page, 'verify-seed').locator('input').inputValue()).toMatch(/^[0-9a-f]{64}$/);
    await phone.screenshot('blind-box-verified-en');
    await byTestId(page, 'section-verify').scrollIntoViewIfNeeded();
    await phone.screenshot('blind-box-verifier-en');
    problems.push(...(await accessibilityProblems(page, 'opening verified')));
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ v: 1, value: 'dark', expiresAt: null })));
    await page.reload();
    await verdict.waitFor({ state: 'visible' });
    problems.push(...(await accessibilityProblems(page, 'opening verified, dark')));
    await phone.screenshot('blind-box-verified-en-dark');
    await open(page, '/blindBox');
    await byTestId(page, `opening-${id}`).waitFor({ state: 'visible' });
    problems.push(...(await accessibilityProblems(page, 'blind boxes, dark')));
    await phone.screenshot('blind-box-en-dark');
    await page.goBack();
    await verdict.waitFor({ state: 'visible' });

    // Another seed does not give this opening.
    await byTestId(page, 'verify-seed').locator('input').fill('0'.repeat(64));
    await byTestId(page, 'verify-run').click();
    await expect.poll(() => verdict.getAttribute('data-ok')).toBe('false');
    expect(await verdict.innerText()).toBe(en.blindBox.verify.mismatch);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('shows the demo account every tier but no way to open one', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/blindBox');
    await byTestId(page, 'box-tier-1').waitFor({ state: 'visible' });
    await byTestId(page, 'restriction-openBlindBox').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid^="box-open-"]').count()).toBe(0);
  });
});

describe('blind boxes in Traditional Chinese', () => {
  it('opens, pays and verifies in zh_TW', { timeout: 90_000 }, async () => {
    const zh = messages('zh_TW');
    const phone = await fundedMember('box opener zh_TW', '50', 'zh_TW');
    const { page } = phone;
    await byTestId(page, 'box-tier-1').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'box-tier-1').locator('h3').innerText()).toBe(zh.blindBox.tier.level.replace('{{level}}', '1'));
    const id = await openLevelOne(page, zh);
    expect(await text(page, 'open-result')).toContain(zh.blindBox.open.details);
    await byTestId(page, 'open-result-close').click();
    await expect.poll(() => byTestId(page, `opening-${id}-status`).innerText(), { timeout: (E2E_BLIND_BOX_PAYOUT_SECONDS + 10) * 1000 }).toBe(zh.blindBox.history.paid);
    await byTestId(page, 'seed-rotate').click();
    await page.locator('.adm-dialog-button', { hasText: zh.common.confirm }).click();
    await byTestId(page, 'seed-revealed').waitFor({ state: 'visible' });
    await byTestId(page, `opening-${id}`).click();
    await byTestId(page, 'verify-verdict').waitFor({ state: 'visible' });
    expect(await text(page, 'verify-verdict')).toBe(zh.blindBox.verify.match);
    await phone.screenshot('blind-box-verified-zh');
  });
});

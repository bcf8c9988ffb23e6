import { DEFAULT_PRODUCT_TERMS, USER_AGREEMENT_VERSION } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems, overlaysSettled } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { callApi, freshKey, memberPhone, operatorPhone, signInWithWallet } from './support/member.js';
import { fill } from './support/messages.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet } from './support/wallet.js';

/**
 * Four eyes on money in the console, as operators live it: an operator's own deposit shows them
 * no buttons and says why; above the threshold the first approval only marks a deposit approved
 * once (the member sees it waiting), the lone operator is told it waits for a second, and a second
 * admin in their own browser confirms it, which credits the member. The fund terms and the
 * operators are put back at the end: the other specs of this server expect the defaults.
 */
const suite = phoneSuite();

const txHash = (label: string) => keccak256(toHex(`console review ${label} ${Date.now()} ${Math.random()}`));

async function reportDeposit(page: Page, amount: string): Promise<number> {
  const answer = await callApi<{ id: number }>(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount, txHash: txHash(amount) });
  expect(answer.code).toBe(200);
  return answer.data.id;
}

async function confirmDialog(page: Page): Promise<void> {
  await overlaysSettled(page);
  await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
}

async function openReviews(page: Page, id: number): Promise<void> {
  await open(page, '/admin');
  await byTestId(page, `review-deposit-${id}`).waitFor({ state: 'visible' });
}

describe('four eyes on deposits in the console', () => {
  it('refuses an operator their own deposit and moves a large one only after a second operator', async () => {
    const member = await memberPhone(suite, freshKey('review member'));
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await operatorPhone(browser);
    const secondKey = freshKey('review second admin');
    let second: Phone | undefined;
    let ownDeposit: number | undefined;
    try {
      expect((await callApi(admin.page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION })).code).toBe(200);
      expect((await callApi(admin.page, 'PUT', '/admin/operators', { address: addressOfKey(secondKey), role: 'admin' })).code).toBe(200);
      expect((await callApi(admin.page, 'PUT', '/admin/terms/funds', { ...DEFAULT_PRODUCT_TERMS.funds, depositFourEyesUsdt: '50' })).code).toBe(200);

      // The operator's own deposit: no buttons, and the card says who must decide it.
      ownDeposit = await reportDeposit(admin.page, '20');
      await openReviews(admin.page, ownDeposit);
      expect(await byTestId(admin.page, `review-deposit-${ownDeposit}-notice`).innerText()).toBe(en.assets.review.notice.ownMoney);
      expect(await byTestId(admin.page, `review-deposit-${ownDeposit}-approve`).count()).toBe(0);

      // Above the threshold: the first approval waits for a second operator.
      const large = await reportDeposit(member.page, '120');
      await openReviews(admin.page, large);
      const card = `review-deposit-${large}`;
      expect(await byTestId(admin.page, `${card}-notice`).innerText()).toBe(fill(en.assets.review.notice.fourEyes, { value: '120.00', threshold: '50.00' }));
      expect(await byTestId(admin.page, `${card}-member-deposits`).innerText()).toBe(fill(en.assets.review.flow, { count: '0', sum: '0.00' }));
      const approve = byTestId(admin.page, `${card}-approve`);
      expect(await approve.innerText()).toBe(en.assets.admin.approveFirst);
      await byTestId(admin.page, 'review-desk').scrollIntoViewIfNeeded();
      await screenshotsInThemes(admin, 'console-review-four-eyes');
      const deskProblems = await accessibilityProblems(admin.page, 'review desk');
      await approve.click();
      expect(await admin.page.locator('.adm-dialog-body').innerText()).toContain(fill(en.assets.admin.approveFirstConfirm, { amount: '120', coin: 'USDT', threshold: '50.00' }));
      await overlaysSettled(admin.page);
      const dialogProblems = await accessibilityProblems(admin.page, 'first approval dialog');
      await confirmDialog(admin.page);
      await expectToast(admin.page, en.assets.admin.done);
      await expect.poll(() => byTestId(admin.page, card).getAttribute('data-status')).toBe('approved_once');
      expect(await byTestId(admin.page, `${card}-notice`).innerText()).toMatch(new RegExp(`^${fill(en.assets.review.notice.youApproved, { when: '.+' })}$`));
      expect(await byTestId(admin.page, `${card}-approve`).count()).toBe(0);
      await screenshotsInThemes(admin, 'console-review-waiting');

      // The member sees it waiting, in their own words, with nothing credited.
      await open(member.page, `/topUp/${large}`);
      expect(await byTestId(member.page, 'deposit-detail-status').innerText()).toBe(en.assets.status.approved_once);
      expect(await byTestId(member.page, 'deposit-detail-second-review').innerText()).toBe(en.assets.approvedOnceNote);
      await screenshotsInThemes(member, 'deposit-second-review');

      // The second admin, in a browser of their own, confirms it: the member is credited.
      second = await openPhone(browser, (context) => injectWallet(context, { privateKey: secondKey }).then(() => undefined));
      await signInWithWallet(second.page);
      await openReviews(second.page, large);
      expect(await byTestId(second.page, `${card}-notice`).innerText()).toContain(en.assets.review.notice.confirmAsSecond.split('{{who}}')[0] ?? '');
      const confirm = byTestId(second.page, `${card}-approve`);
      expect(await confirm.innerText()).toBe(en.assets.admin.confirmSecond);
      await confirm.click();
      await confirmDialog(second.page);
      await expectToast(second.page, en.assets.admin.done);
      await byTestId(second.page, card).waitFor({ state: 'detached' });
      await expect.poll(async () => (await callApi<{ status: string; creditedUsdt: string }>(member.page, 'GET', `/member/rechargeRecord/${large}`)).data).toMatchObject({ status: 'passed', creditedUsdt: '120' });

      // A withdrawal to a new address says so on its card; once one is paid there, the next says it was paid there before.
      const destination = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
      const withdraw = async () => (await callApi<{ id: number }>(member.page, 'POST', '/member/withdrawalRecord/add', { chain: 'ERC20', address: destination, amount: '20' })).data.id;
      const first = await withdraw();
      await open(second.page, '/admin');
      await byTestId(second.page, 'review-tab-withdrawals').click();
      const firstCard = `review-withdrawal-${first}`;
      await byTestId(second.page, `${firstCard}-new-address`).waitFor({ state: 'visible' });
      expect(await byTestId(second.page, `${firstCard}-new-address`).innerText()).toBe(en.assets.review.newAddress);
      await byTestId(second.page, `${firstCard}-approve`).click();
      await overlaysSettled(second.page);
      await byTestId(second.page, 'decision-input').locator('input').fill(txHash('payout'));
      await second.page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
      await byTestId(second.page, firstCard).waitFor({ state: 'detached' });
      const next = await withdraw();
      await open(second.page, '/admin');
      await byTestId(second.page, 'review-tab-withdrawals').click();
      await byTestId(second.page, `review-withdrawal-${next}-address-history`).waitFor({ state: 'visible' });
      expect(await byTestId(second.page, `review-withdrawal-${next}-address-history`).innerText()).toBe(fill(en.assets.review.paidBefore, { count: '1' }));
      expect(await byTestId(second.page, `review-withdrawal-${next}-member-withdrawals`).innerText()).toBe(fill(en.assets.review.flow, { count: '1', sum: '20.00' }));
      await screenshotsInThemes(second, 'console-review-withdrawal');
      await callApi(second.page, 'POST', `/admin/withdrawals/${next}/reject`, { reason: 'Test over' });

      expect([...deskProblems, ...dialogProblems]).toEqual([]);
      expect(admin.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      if (ownDeposit !== undefined && second) await callApi(second.page, 'POST', `/admin/deposits/${ownDeposit}/reject`, { reason: 'Test over' });
      await callApi(admin.page, 'PUT', '/admin/terms/funds', DEFAULT_PRODUCT_TERMS.funds);
      await admin.page.evaluate(async (target) => {
        const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value?: string } | null)?.value;
        await fetch(`/api/admin/operators/${target}`, { method: 'DELETE', headers: { authorization: `Bearer ${token ?? ''}` } });
      }, addressOfKey(secondKey));
      await second?.close();
      await admin.close();
    }
  });
});

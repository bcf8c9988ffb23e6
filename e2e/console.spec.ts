import enApi from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { callApi, depositNoticeShown, freshKey, mbIdOf, memberPhone, operatorPhone, signInWithWallet } from './support/member.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet, OPERATOR_TEST_KEY } from './support/wallet.js';

/**
 * The operator console end to end: the admin (ADMIN_ADDRESSES) adds a reviewer, who sees only the
 * reviews and the chain; the admin finds a member and freezes them, the member's transfer is refused with the
 * server's words; the audit log shows both changes, before and after.
 */
const suite = phoneSuite();

const SECTION_IDS = '[data-testid^="console-section-"], [data-testid="admin-support-link"]';

async function shownSections(page: Page): Promise<string[]> {
  await byTestId(page, 'console-nav').waitFor({ state: 'visible' });
  return page.locator(SECTION_IDS).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

async function openSection(page: Page, section: string): Promise<void> {
  await byTestId(page, `console-section-${section}`).click();
  await page.locator(`[data-testid="console-panel"][data-section="${section}"]`).waitFor({ state: 'visible' });
}

/** Light and dark, at a phone's size and a desktop's; a member sheet read from its top. */
async function screenshots(phone: Phone, name: string): Promise<void> {
  await phone.page.evaluate(() => document.querySelector('.console-sheet')?.scrollTo(0, 0));
  await screenshotsInThemes(phone, `console-${name}`, { desktop: true });
}

describe('the operator console', () => {
  it('adds a reviewer who sees the reviews and the chain only, freezes a member whose transfer is then refused, and audits both', async () => {
    const member = await memberPhone(suite, freshKey('console member'));
    const mbId = await mbIdOf(member.page);
    const deposit = await callApi<{ id: number }>(member.page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '50', txHash: keccak256(toHex(`console ${Date.now()} ${Math.random()}`)) });
    expect(deposit.code).toBe(200);
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');

    const admin = await operatorPhone(browser, '/admin');
    const { page } = admin;
    expect((await callApi(page, 'POST', `/admin/deposits/${deposit.data.id}/approve`)).code).toBe(200);
    await depositNoticeShown(member.page);
    expect(await shownSections(page)).toEqual(['console-section-reviews', 'console-section-members', 'console-section-operators', 'console-section-audit', 'console-section-books', 'console-section-products', 'console-section-content', 'console-section-chain', 'console-section-reserves', 'admin-support-link']);
    await byTestId(page, 'review-desk').waitFor({ state: 'visible' });

    // The admin adds a reviewer.
    const reviewerKey = freshKey('console reviewer');
    const reviewerAddress = addressOfKey(reviewerKey);
    await openSection(page, 'operators');
    await byTestId(page, 'operator-address').locator('input').fill('0x1234');
    await byTestId(page, 'operator-add-submit').click();
    expect(await byTestId(page, 'operator-add-problem').innerText()).toBe(en.console.operator.addressInvalid);
    await byTestId(page, 'operator-address').locator('input').fill(reviewerAddress);
    await byTestId(page, 'operator-role-reviewer').click();
    await byTestId(page, 'operator-add-submit').click();
    await expectToast(page, en.console.saved);
    const reviewerRow = `operator-row-${reviewerAddress.toLowerCase()}`;
    expect(await byTestId(page, `${reviewerRow}-role`).innerText()).toBe(en.console.role.reviewer);

    // The reviewer signs in and sees the reviews, and the chain they are credited from.
    const reviewer = await openPhone(browser, (context) => injectWallet(context, { privateKey: reviewerKey }).then(() => undefined));
    await signInWithWallet(reviewer.page);
    await open(reviewer.page, '/admin');
    expect(await shownSections(reviewer.page)).toEqual(['console-section-reviews', 'console-section-chain']);
    await byTestId(reviewer.page, 'review-desk').waitFor({ state: 'visible' });
    await reviewer.screenshot('console-reviewer-phone-light');
    expect(reviewer.errors).toEqual([]);
    await reviewer.close();

    // The admin finds the member by mbId and freezes them, with a lower score.
    await openSection(page, 'members');
    await byTestId(page, 'member-search-input').locator('input').fill(mbId);
    await byTestId(page, 'member-search-submit').click();
    const rows = page.locator('[data-testid^="member-row-"][data-testid$="-flags"]');
    await expect.poll(() => page.locator('button[data-testid^="member-row-"]').count()).toBe(1);
    expect(await page.locator('button[data-testid^="member-row-"]').innerText()).toContain(mbId);
    await page.locator('button[data-testid^="member-row-"]').click();
    await byTestId(page, 'member-edit').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'member-detail-mbId').innerText()).toBe(mbId);
    expect(await byTestId(page, 'member-balance-fund-USDT').innerText()).toContain('50.00');
    await byTestId(page, 'member-save').click();
    expect(await byTestId(page, 'member-edit-problem').innerText()).toBe(en.console.member.nothingChanged);
    await byTestId(page, 'member-credit-score').locator('input').fill('80');
    await byTestId(page, 'member-frozen').click();
    await byTestId(page, 'member-save').click();
    expect(await byTestId(page, 'member-changes').innerText()).toContain(`${en.console.member.creditScore}: 100 → 80`);
    await page.locator('.adm-dialog-button', { hasText: en.common.confirm }).click();
    await expectToast(page, en.console.saved);
    await byTestId(page, 'member-detail-tags-frozen').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'member-detail-creditScore').innerText()).toBe('80');
    await byTestId(page, 'member-sheet-close').click();
    expect(await rows.first().innerText()).toContain(en.console.member.frozen);
    await byTestId(page, 'member-sheet').waitFor({ state: 'detached' });

    // The frozen member's transfer is refused, in the server's words.
    suite.expectErrors(/status of 403/);
    await open(member.page, '/transferRecord');
    await byTestId(member.page, 'transfer-amount').locator('input').fill('10');
    await byTestId(member.page, 'transfer-submit').click();
    expect(await byTestId(member.page, 'transfer-problem').innerText()).toBe(enApi.accountFrozen);

    // The audit log has both changes, newest first, with before and after (filtered to member
    // changes, as an operator would: whatever else happens meanwhile writes the same log).
    await openSection(page, 'audit');
    await byTestId(page, 'audit-action-member.').click();
    const newest = page.locator('[data-testid^="audit-row-"][data-action]').first();
    await expect.poll(() => newest.getAttribute('data-action')).toBe('member.update');
    const newestId = (await newest.getAttribute('data-testid')) ?? '';
    expect(await byTestId(page, `${newestId}-change-creditScore`).innerText()).toMatch(/100\s*→\s*80/);
    expect(await byTestId(page, `${newestId}-change-frozen`).innerText()).toContain(`${en.console.no}`);
    expect(await byTestId(page, `${newestId}-changes`).locator('li').count()).toBe(2);
    await byTestId(page, 'audit-action-operator.').click();
    const operatorSet = page.locator('[data-testid^="audit-row-"][data-action="operator.set"]', { hasText: reviewerAddress.slice(-4).toLowerCase() }).first();
    await operatorSet.waitFor({ state: 'visible' });
    expect(await operatorSet.innerText()).toContain(en.console.role.reviewer);
    // By day: nothing happened the day after the change; its own day (UTC) holds it again. (The
    // change's day, not the wall clock's: a run across midnight would ask about the wrong days.)
    const operatorSetId = Number(((await operatorSet.getAttribute('data-testid')) ?? '').replace('audit-row-', ''));
    const audit = await callApi<{ rows: Array<{ id: number; createdAt: string }> }>(page, 'GET', '/admin/audit?targetType=operator&pageSize=100');
    const changedAt = Date.parse(audit.data.rows.find((row) => row.id === operatorSetId)?.createdAt ?? '');
    const today = new Date(changedAt).toISOString().slice(0, 10);
    const tomorrow = new Date(changedAt + 86_400_000).toISOString().slice(0, 10);
    await byTestId(page, 'audit-from').fill(tomorrow);
    await byTestId(page, 'audit-list-empty').waitFor({ state: 'visible' });
    await byTestId(page, 'audit-from').fill(today);
    await operatorSet.waitFor({ state: 'visible' });

    // The books' period ends today (UTC): the day when they are opened, or the next if midnight passes meanwhile.
    const booksDays = [new Date().toISOString().slice(0, 10)];
    await openSection(page, 'books');
    await byTestId(page, 'books-ledger').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'books-ledger').getAttribute('data-ok')).toBe('true');
    // The daily flows over time: a line per figure, a point per day of the period (30 by default, quiet days at zero).
    expect(await byTestId(page, 'books-chart').locator('polyline').count()).toBe(4);
    const depositPoints = await byTestId(page, 'books-chart-depositsUsdt').getAttribute('points');
    expect(depositPoints?.trim().split(' ')).toHaveLength(30);
    expect(await byTestId(page, 'books-chart').getAttribute('aria-label')).toBeNull();
    const endsToday = (label: string | null) => booksDays.concat(new Date().toISOString().slice(0, 10)).some((day) => label?.includes(day));
    expect(await byTestId(page, 'books-chart').locator('svg').getAttribute('aria-label')).toSatisfy(endsToday);
    // Every other figure over time beside its table: a chart with a legend, named for readers of the screen.
    const books = en.console.books;
    const legends: Record<string, string[]> = {
      'books-chart-fees': [en.console.product.contract, en.console.product.spot, en.console.product.options],
      'books-chart-house': [en.console.product.contract, en.console.product.options],
      'books-chart-options': [books.amount],
      'books-chart-staking': [books.principal],
      'books-chart-prizes': [books.owed],
      'books-chart-ledger': [books.ledgerDayOk, books.ledgerDayBad, books.ledgerDayNone],
    };
    for (const [chart, labels] of Object.entries(legends)) {
      const figure = byTestId(page, chart);
      await figure.scrollIntoViewIfNeeded();
      const legend = await byTestId(page, `${chart}-legend`).innerText();
      for (const label of labels) expect(legend, chart).toContain(label);
      const svg = figure.locator('svg[role="img"]');
      expect(await svg.getAttribute('aria-label'), chart).toSatisfy(endsToday);
    }
    expect(await byTestId(page, 'books-chart-options-amount').getAttribute('points').then((points) => points?.trim().split(' ').length)).toBe(30);
    expect(await byTestId(page, 'books-chart-ledger').locator('rect').count()).toBe(30);
    await byTestId(page, 'books-interest').waitFor({ state: 'visible' });
    // A shorter period redraws every chart over its days.
    await byTestId(page, 'books-period-7').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="books-chart-ledger"] rect').length === 7);
    expect(await byTestId(page, 'books-chart-staking-principal').getAttribute('points').then((points) => points?.trim().split(' ').length)).toBe(7);

    expect(admin.errors).toEqual([]);
    await admin.close();
    // Three browsers (member, admin, reviewer) sign in one after another: more than the default minute on a busy machine.
  }, 120_000);

  it('opens at the section the address names, and shows every section at phone and desktop sizes, light and dark', async () => {
    const admin = await suite.open((context) => injectWallet(context, { privateKey: OPERATOR_TEST_KEY }).then(() => undefined));
    const { page } = admin;
    await signInWithWallet(page);
    await open(page, '/admin?section=operators');
    await page.locator('[data-testid="console-panel"][data-section="operators"]').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'console-section-operators').getAttribute('aria-current')).toBe('page');
    await byTestId(page, 'operator-list').waitFor({ state: 'visible' });
    const problems = await accessibilityProblems(page, 'console operators');
    await screenshots(admin, 'operators');

    await openSection(page, 'members');
    await page.locator('button[data-testid^="member-row-"]').first().waitFor({ state: 'visible' });
    await screenshots(admin, 'members');
    await page.locator('button[data-testid^="member-row-"]').first().click();
    await byTestId(page, 'member-edit').waitFor({ state: 'visible' });
    problems.push(...(await accessibilityProblems(page, 'member sheet')));
    await screenshots(admin, 'member');
    await byTestId(page, 'member-sheet-close').click();
    await byTestId(page, 'member-sheet').waitFor({ state: 'detached' });

    await openSection(page, 'audit');
    // Run alone, the log may be empty: either state is a finished page.
    await byTestId(page, 'audit-list').or(byTestId(page, 'audit-list-empty')).waitFor({ state: 'visible' });
    await screenshots(admin, 'audit');

    await openSection(page, 'books');
    await byTestId(page, 'books-ledger').waitFor({ state: 'visible' });
    problems.push(...(await accessibilityProblems(page, 'console books')));
    await screenshots(admin, 'books');
    // The figures further down: each chart beside its table.
    for (const [figure, name] of [['books-fees', 'books-results'], ['books-options', 'books-owed'], ['books-checks', 'books-checks']] as const) {
      await byTestId(page, figure).evaluate((node) => node.scrollIntoView({ block: 'start' }));
      await screenshotsInThemes(admin, `console-${name}`, { desktop: true });
    }
    expect(problems).toEqual([]);
  });
});

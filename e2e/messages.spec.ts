import { PROMPT_RECHECK_MS, type Prompt } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { byTestId, en, messages, open } from './support/app.js';
import { callApi, freshKey, mbIdOf, memberPhone, operatorPhone } from './support/member.js';
import { phoneSuite } from './support/phone.js';
import { recordPushes } from './support/socket.js';

/**
 * Notification prompts and the message center: an operator's prompt for one member pops up once,
 * in the member's language, and never under the tour; a passed deposit reaches the member live as
 * a toast, a count on the bell and an entry in the message center.
 */
const suite = phoneSuite();
const de = messages('de_DE');

function randomTxHash(): string {
  return `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;
}

describe('notification prompts', () => {
  it("shows a member's prompts one by one in their language, remembers the dismissal, and keeps the tour away", async () => {
    const phone = await memberPhone(suite, freshKey('prompt member'));
    const { page } = phone;
    const mbId = await mbIdOf(page);
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const operator = await operatorPhone(browser);
    const create = (language: string, title: string, content: string) =>
      callApi<Prompt>(operator.page, 'POST', '/admin/prompts', { mbType: '0', mbId, promptLanguge: language, promptTitle: title, promptConnet: content });
    expect((await create('en_US', 'Maintenance tonight', '<p>Trading pauses from <strong>02:00 to 02:30 UTC</strong>.</p>')).code).toBe(200);
    expect((await create('de_DE', 'Wartung heute Nacht', '<p>Der Handel ruht von <strong>02:00 bis 02:30 UTC</strong>.</p>')).code).toBe(200);
    expect(operator.errors).toEqual([]);
    await operator.close();

    // The socket signs in again on a new page: the prompts arrive, the English one shows.
    await open(page, '/home');
    await expect.poll(() => byTestId(page, 'prompt-title').innerText()).toBe('Maintenance tonight');
    expect(await byTestId(page, 'prompt-body').innerText()).toContain('02:00 to 02:30 UTC');
    expect(await byTestId(page, 'tour-button').count()).toBe(0);
    await phone.screenshot('prompt-en');
    await byTestId(page, 'prompt-dismiss').click();
    await byTestId(page, 'prompt-popup').waitFor({ state: 'detached' });
    await byTestId(page, 'tour-button').waitFor({ state: 'visible' });

    // Dismissed stays dismissed, after a route change and after a reload.
    await byTestId(page, 'quick-transfer').click();
    await page.waitForURL((url) => url.pathname === '/transferRecord');
    // The popup looks again PROMPT_RECHECK_MS after the new page: once it is drawn, give that look its time.
    await byTestId(page, 'section-records').waitFor({ state: 'visible' });
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), ms)), PROMPT_RECHECK_MS);
    expect(await byTestId(page, 'prompt-popup').count()).toBe(0);

    // In German the German prompt shows, with German buttons.
    await open(page, '/home?lang=de_DE');
    await expect.poll(() => byTestId(page, 'prompt-title').innerText()).toBe('Wartung heute Nacht');
    expect(await byTestId(page, 'prompt-dismiss').innerText()).toBe(de.messages.popup.dismiss);
    await phone.screenshot('prompt-de');
    await byTestId(page, 'prompt-dismiss').click();
    const pushes = recordPushes(page);
    await open(page, '/home');
    // The prompts have come and been read, and the tour button is there: no popup is open.
    await pushes.waitFor('user.prompts');
    await byTestId(page, 'tour-button').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'prompt-popup').count()).toBe(0);

    // Prompts for one member are in that member's message center too.
    await byTestId(page, 'message-bell').click();
    await page.waitForURL((url) => url.pathname === '/messages');
    await expect.poll(() => page.locator('[data-testid="message-list"] .message-row__text strong').allInnerTexts()).toEqual(
      expect.arrayContaining(['Maintenance tonight', 'Wartung heute Nacht']),
    );
  });
});

describe('the message center', () => {
  it('tells a member live when the operator passes their deposit: toast, bell count and message', async () => {
    const phone = await memberPhone(suite, freshKey('deposit member'));
    const { page } = phone;
    const deposit = await callApi<{ id: number }>(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '25', txHash: randomTxHash() });
    expect(deposit.code).toBe(200);
    await open(page, '/home');
    expect(await byTestId(page, 'message-unread').locator('.adm-badge').count()).toBe(0);

    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const operator = await operatorPhone(browser);
    expect((await callApi(operator.page, 'POST', `/admin/deposits/${deposit.data.id}/approve`)).code).toBe(200);
    expect(operator.errors).toEqual([]);
    await operator.close();

    const toast = page.locator('[data-testid^="alert-toast-"]').filter({ hasText: en.messages.kind.depositPassed.title });
    await toast.waitFor({ state: 'visible' });
    expect(await toast.innerText()).toContain('Your deposit of 25.00 USDT is credited: 25.00 USDT is in your fund account.');
    expect(await byTestId(page, 'prompt-popup').count()).toBe(0);
    await expect.poll(() => byTestId(page, 'message-unread').innerText()).toBe('1');
    await phone.screenshot('message-toast-en');
    await toast.getByRole('button', { name: en.messages.dismiss }).click();
    await byTestId(page, 'message-bell').click();
    await page.waitForURL((url) => url.pathname === '/messages');

    const row = page.locator('[data-testid="message-list"] > li').filter({ hasText: en.messages.kind.depositPassed.title });
    await row.waitFor({ state: 'visible' });
    expect(await byTestId(page, 'message-center').innerText()).toContain(`${en.messages.unreadCount.replace('{{count}}', '1')}`);
    await phone.screenshot('message-center-en');
    await row.locator('.message-row__head').click();
    await expect.poll(() => byTestId(page, 'message-center').innerText()).toContain(en.messages.unreadCount.replace('{{count}}', '0'));
    await row.getByText(en.messages.viewRecord).click();
    await page.waitForURL((url) => url.pathname === `/topUp/${deposit.data.id}`);
    await open(page, '/home');
    expect(await byTestId(page, 'message-unread').locator('.adm-badge').count()).toBe(0);
  });
});

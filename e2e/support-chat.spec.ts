import { describe, expect, it } from 'vitest';
import { byTestId, en, messages, open } from './support/app.js';
import { freshKey, memberPhone, operatorPhone } from './support/member.js';
import { phoneSuite } from './support/phone.js';

/**
 * The built-in support chat (no SUPPORT_CHAT_URL on the test server): a member writes in German,
 * an operator answers in English from /admin/support in a second browser context; messages,
 * images and read receipts travel live both ways, and the support button counts unread answers.
 */
const suite = phoneSuite();
const de = messages('de_DE');

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('support chat', () => {
  it('carries a conversation between a member and an operator, live, with images and read receipts', async () => {
    const phone = await memberPhone(suite, freshKey('chat member'));
    const { page } = phone;
    await open(page, '/home?lang=de_DE');
    await byTestId(page, 'support-button').click();
    await page.waitForURL((url) => url.pathname === '/thirdParty');
    await expect.poll(() => byTestId(page, 'chat-empty').innerText()).toBe(de.support.chat.empty);
    const input = page.locator('[data-testid="chat-input"] textarea').first();
    expect(await input.getAttribute('placeholder')).toBe(de.support.chat.placeholder);
    await input.fill('Meine Einzahlung ist noch nicht angekommen.');
    await byTestId(page, 'chat-send').click();
    const mine = page.locator('[data-sender="member"]').last();
    await expect.poll(() => mine.innerText()).toContain('Meine Einzahlung ist noch nicht angekommen.');
    expect(await mine.locator('[data-testid="chat-receipt"]').innerText()).toBe(de.support.chat.sent);
    await page.locator('[data-testid="chat-image-input"]').setInputFiles({ name: 'beleg.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-sender="member"] [data-testid="chat-image"]').waitFor({ state: 'visible' });

    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const operator = await operatorPhone(browser, '/admin');
    const desk = operator.page;
    await byTestId(desk, 'admin-support-link').click();
    await desk.waitForURL((url) => url.pathname === '/admin/support');
    const conversation = desk.locator('[data-testid^="inbox-"]').filter({ hasText: 'ID' }).first();
    await conversation.waitFor({ state: 'visible' });
    expect(await conversation.locator('[data-testid="inbox-unread"]').innerText()).toBe('2');
    await conversation.click();
    await desk.locator('[data-sender="member"]', { hasText: 'Meine Einzahlung' }).waitFor({ state: 'visible' });
    await desk.locator('[data-sender="member"] [data-testid="chat-image"]').waitFor({ state: 'visible' });

    // The operator has read it: the member's receipt turns to "read", live.
    await expect.poll(() => page.locator('[data-sender="member"] [data-testid="chat-receipt"]').last().innerText()).toBe(de.support.chat.read);
    await desk.locator('[data-testid="chat-input"] textarea').first().fill('We see it on chain and are crediting it now.');
    await byTestId(desk, 'chat-send').click();
    await page.locator('[data-sender="operator"]', { hasText: 'We see it on chain' }).waitFor({ state: 'visible' });
    await expect.poll(() => desk.locator('[data-sender="operator"] [data-testid="chat-receipt"]').last().innerText()).toBe(en.support.chat.read);
    await phone.screenshot('chat-member-de');
    await operator.screenshot('chat-operator-en');

    // Away from the chat, a new answer shows as a count on the support button.
    await open(page, '/home');
    await desk.locator('[data-testid="chat-input"] textarea').first().fill('Done: it is in your fund account.');
    await byTestId(desk, 'chat-send').click();
    await expect.poll(() => byTestId(page, 'support-unread').innerText()).toBe('1');
    await byTestId(page, 'support-button').click();
    await page.locator('[data-sender="operator"]', { hasText: 'Done: it is in your fund account.' }).waitFor({ state: 'visible' });
    await open(page, '/home');
    await expect.poll(() => byTestId(page, 'support-unread').locator('.adm-badge').count()).toBe(0);

    expect(operator.errors).toEqual([]);
    await operator.close();
  });
});

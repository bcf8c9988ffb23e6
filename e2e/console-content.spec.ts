import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { callApi, freshKey, memberPhone, operatorPhone, signInWithWallet } from './support/member.js';
import { openPhone, phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, injectWallet } from './support/wallet.js';

/**
 * The console's content section end to end: the admin makes a new operator an editor, who sees
 * the content section only; the editor uploads a cover (a wrong file is refused in the browser
 * first), writes a bulletin in English and German whose HTML carries a script and a handler the
 * preview shows removed, and publishes it; a member reads it in both languages; the editor takes
 * it down (the member no longer sees it), then deletes it.
 */
const suite = phoneSuite();

const screenshots = (phone: Phone, name: string, options: { desktop?: boolean } = {}) => screenshotsInThemes(phone, `console-content-${name}`, options);

/** A 640x360 PNG drawn in the page: a cover that looks like one. */
async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 640, 360);
    gradient.addColorStop(0, '#0a58cc');
    gradient.addColorStop(1, '#4338ca');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 360);
    context.fillStyle = '#ffffff';
    context.font = 'bold 56px sans-serif';
    context.fillText('Halyard', 40, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function fillText(page: Page, language: string, text: { title: string; summary: string; body: string }): Promise<void> {
  await byTestId(page, `content-lang-${language}`).click();
  await page.locator(`[data-language="${language}"]`).waitFor({ state: 'visible' });
  await byTestId(page, 'content-title').locator('input').fill(text.title);
  await byTestId(page, 'content-summary').fill(text.summary);
  await byTestId(page, 'content-body').fill(text.body);
}

/** The titles of the member's bulletin list once it has loaded (the seeded ones are always there). */
async function bulletinTitles(page: Page): Promise<string[]> {
  const titles = page.locator('[data-testid="bulletin-list"] [data-testid^="article-"] .article-row__title');
  await titles.first().waitFor({ state: 'visible' });
  return titles.allInnerTexts();
}

describe('the console content section', () => {
  it('lets an editor write a bulletin in two languages, preview it cleaned, publish it, take it down and delete it', async () => {
    const member = await memberPhone(suite, freshKey('content member'));
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');

    // The admin makes a new operator an editor.
    const editorKey = freshKey('content editor');
    const admin = await operatorPhone(browser);
    expect((await callApi(admin.page, 'PUT', '/admin/operators', { address: addressOfKey(editorKey), role: 'editor' })).code).toBe(200);
    expect(admin.errors).toEqual([]);
    await admin.close();

    // The editor sees the content section only, opened from the address.
    const editor = await openPhone(browser, (context) => injectWallet(context, { privateKey: editorKey }).then(() => undefined));
    const { page } = editor;
    await signInWithWallet(page);
    await open(page, '/admin?section=content');
    await page.locator('[data-testid="console-panel"][data-section="content"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid^="console-section-"], [data-testid="admin-support-link"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))).toEqual(['console-section-content']);
    expect(await byTestId(page, 'console-section-content').innerText()).toBe(en.console.section.content);
    // Events first: the seeded ones, published.
    expect(await byTestId(page, 'content-kind-official').getAttribute('aria-checked')).toBe('true');
    await page.locator('[data-testid^="content-status-"]').first().waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid^="content-status-"]').first().getAttribute('data-status')).toBe('published');
    await expect.poll(() => page.locator('.content-row__thumb img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await screenshots(editor, 'desk-events');
    await byTestId(page, 'content-kind-bulletin').click();
    await page.locator('[data-testid^="content-row-"][data-status]').first().waitFor({ state: 'visible' });
    const problems = await accessibilityProblems(page, 'content desk');
    await screenshots(editor, 'desk', { desktop: true });

    // A new item: an event's cover is uploaded (a text file is refused before it is sent).
    await byTestId(page, 'content-new').click();
    await byTestId(page, 'content-editor').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'content-editor-kind-bulletin').getAttribute('aria-checked')).toBe('true');
    await byTestId(page, 'content-editor-kind-official').click();
    await byTestId(page, 'content-cover-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expectToast(page, en.console.content.imageType);
    await byTestId(page, 'content-cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page) });
    await expectToast(page, en.console.content.imageUploaded);
    const cover = byTestId(page, 'content-cover-image');
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
    expect(await cover.getAttribute('src')).toMatch(/^\/api\/files\/contentImage\/\d+$/);
    await screenshots(editor, 'editor-cover');

    // It becomes a bulletin: English is required before anything is sent.
    await byTestId(page, 'content-editor-kind-bulletin').click();
    await byTestId(page, 'content-cover').waitFor({ state: 'detached' });
    await byTestId(page, 'content-save').click();
    expect(await byTestId(page, 'content-problem').innerText()).toBe(en.console.content.englishTitleRequired);

    const stamp = Date.now().toString(36);
    const english = { title: `Maintenance window ${stamp}`, summary: 'Trading pauses for ten minutes.', body: `<p onclick="window.__hacked = 1">Trading pauses for <strong>ten minutes</strong>.</p><script>window.__hacked = 2</script><p><a href="/home">Back home</a></p>` };
    const german = { title: `Wartungsfenster ${stamp}`, summary: 'Der Handel pausiert zehn Minuten.', body: '<p>Der Handel pausiert <strong>zehn Minuten</strong>.</p>' };
    await fillText(page, 'en_US', english);
    expect(await byTestId(page, 'content-lang-en_US').locator('.content-lang__dot').count()).toBe(1);

    // The preview is the server's cleaned HTML: no script, no handler, the words kept.
    await byTestId(page, 'content-preview').click();
    const preview = byTestId(page, 'content-preview-box');
    await preview.waitFor({ state: 'visible' });
    expect(await preview.innerText()).toContain('Trading pauses for ten minutes.');
    expect(await preview.locator('strong').innerText()).toBe('ten minutes');
    const previewHtml = await preview.innerHTML();
    expect(previewHtml).not.toMatch(/<script|onclick|__hacked/i);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
    // A changed text hides the stale preview.
    await byTestId(page, 'content-body').fill(`${english.body} `);
    await preview.waitFor({ state: 'detached' });
    await byTestId(page, 'content-preview').click();
    await preview.waitFor({ state: 'visible' });
    await preview.scrollIntoViewIfNeeded();
    problems.push(...(await accessibilityProblems(page, 'content editor')));
    await screenshots(editor, 'editor-preview');

    await fillText(page, 'de_DE', german);
    expect(await byTestId(page, 'content-published').isChecked()).toBe(true);
    await page.evaluate(() => document.querySelector('.console-sheet')?.scrollTo(0, 0));
    await screenshots(editor, 'editor', { desktop: true });
    await byTestId(page, 'content-save').click();
    await expectToast(page, en.console.saved);
    await byTestId(page, 'content-editor').waitFor({ state: 'detached' });

    // The desk lists it first, published, in English and German.
    const row = page.locator('[data-testid^="content-row-"][data-status]', { hasText: english.title });
    await row.waitFor({ state: 'visible' });
    const rowId = ((await row.getAttribute('data-testid')) ?? '').replace('content-row-', '');
    expect(await page.locator('[data-testid^="content-row-"][data-status]').first().getAttribute('data-testid')).toBe(`content-row-${rowId}`);
    expect(await byTestId(page, `content-status-${rowId}`).innerText()).toBe(en.console.content.status.published);
    expect(await byTestId(page, `content-row-${rowId}-languages`).innerText()).toMatch(/EN\s*DE/);

    // A member reads it in English, then in German.
    await open(member.page, '/bulletinInfo');
    await expect.poll(() => bulletinTitles(member.page)).toContain(english.title);
    await member.page.locator('[data-testid^="article-"]', { hasText: english.title }).click();
    await expect.poll(() => byTestId(member.page, 'article-body').innerText()).toContain('Trading pauses for ten minutes.');
    expect(await byTestId(member.page, 'article-body').innerHTML()).not.toMatch(/<script|onclick/i);
    await open(member.page, '/bulletinInfo?lang=de_DE');
    await expect.poll(() => bulletinTitles(member.page)).toContain(german.title);
    expect(await bulletinTitles(member.page)).not.toContain(english.title);

    // The editor takes it down: a draft, which members no longer see.
    await row.click();
    await byTestId(page, 'content-editor').waitFor({ state: 'visible' });
    await expect.poll(() => byTestId(page, 'content-title').locator('input').inputValue()).toBe(english.title);
    await byTestId(page, 'content-lang-de_DE').click();
    expect(await byTestId(page, 'content-title').locator('input').inputValue()).toBe(german.title);
    await byTestId(page, 'content-published').click();
    await byTestId(page, 'content-save').click();
    await expectToast(page, en.console.saved);
    await byTestId(page, 'content-editor').waitFor({ state: 'detached' });
    await expect.poll(() => byTestId(page, `content-status-${rowId}`).getAttribute('data-status')).toBe('draft');
    expect(await byTestId(page, `content-status-${rowId}`).innerText()).toBe(en.console.content.status.draft);
    await open(member.page, '/bulletinInfo?lang=en_US');
    const titles = await bulletinTitles(member.page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain(english.title);
    await screenshots(editor, 'desk-draft');

    // And deletes it, after a confirmation.
    await row.click();
    await byTestId(page, 'content-delete').click();
    await byTestId(page, 'content-delete-confirm').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'content-delete-confirm').innerText()).toContain(english.title);
    await page.locator('.adm-dialog-button', { hasText: en.console.content.delete }).click();
    await expectToast(page, en.console.content.deleted);
    await byTestId(page, `content-row-${rowId}`).waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    expect(editor.errors).toEqual([]);
    await editor.close();
    // Three browsers (member, admin, editor) sign in one after another: more than the default minute on a busy machine.
  }, 150_000);
});

import { CONTENT_IMAGE_MAX_BYTES, type AuditRow, type ContentConsoleItem, type ContentConsoleRow, type ContentImage, type ContentInput, type ContentItem, type ContentPage } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { pngOfSize } from '../../testing/image-headers.js';
import { signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

/** A 1x1 PNG, and bytes that only claim to be one. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

describe.each(testDatabaseKinds())('the content console on %s', (database) => {
  const adminWallet = createTestWallet();
  let t: TestApp;
  let admin: TestMember;
  let editor: TestMember;
  let reviewer: TestMember;

  const call = <T>(who: TestMember | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: { ...(who?.headers ?? {}), 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: adminWallet.address } });
    admin = await signInMember(t, { wallet: adminWallet });
    editor = await signInMember(t);
    reviewer = await signInMember(t);
    expect((await call(admin, 'PUT', '/api/admin/operators', { address: editor.address, role: 'editor' })).status).toBe(200);
    expect((await call(admin, 'PUT', '/api/admin/operators', { address: reviewer.address, role: 'reviewer' })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const bulletin = (published: boolean): ContentInput => ({
    kind: 'bulletin',
    published,
    translations: [
      { language: 'en_US', title: 'Harbour maintenance', summary: 'Deposits pause', content: '<p onclick="steal()">Back <b>soon</b></p><script>steal()</script>' },
      { language: 'de_DE', title: 'Hafenwartung', content: '<p>Bald zurück</p>' },
    ],
  });
  const memberList = async () => (await call<ContentPage>(null, 'GET', '/api/system/bulletin/listH5?pageSize=50')).body.data.rows.map((row) => row.title);

  it('keeps a draft from members, lists it for editors with its languages, publishes it and takes it down, each change audited', async () => {
    const created = await call<{ id: number }>(editor, 'POST', '/api/admin/content', bulletin(false));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(await memberList()).not.toContain('Harbour maintenance');
    expect((await call(null, 'GET', `/api/system/bulletin/${id}`)).status).toBe(404);

    const listed = await call<{ rows: ContentConsoleRow[]; total: number }>(editor, 'GET', '/api/admin/content?kind=bulletin&pageSize=50');
    expect(listed.body.data.rows.find((row) => row.id === id)).toMatchObject({ title: 'Harbour maintenance', languages: ['de_DE', 'en_US'], published: false, kind: 'bulletin' });
    const item = await call<ContentConsoleItem>(editor, 'GET', `/api/admin/content/${id}`);
    expect(item.body.data.translations.find((row) => row.language === 'en_US')?.content).toBe('<p>Back <b>soon</b></p>');

    expect((await call(editor, 'PUT', `/api/admin/content/${id}`, bulletin(true))).status).toBe(200);
    expect(await memberList()).toContain('Harbour maintenance');
    const german = await t.call<ContentItem>({ method: 'GET', url: `/api/system/bulletin/${id}`, headers: { 'accept-language': 'de-DE' } });
    expect(german.body.data).toMatchObject({ title: 'Hafenwartung', language: 'de_DE' });

    expect((await call(editor, 'PUT', `/api/admin/content/${id}`, bulletin(false))).status).toBe(200);
    expect(await memberList()).not.toContain('Harbour maintenance');

    const audit = await call<{ rows: AuditRow[] }>(admin, 'GET', `/api/admin/audit?targetType=content&pageSize=50`);
    const mine = audit.body.data.rows.filter((row) => row.targetId === String(id)).map((row) => [row.action, (row.detail as { before: { published: boolean } | null }).before?.published ?? null, (row.detail as { after: { published: boolean } }).after.published]);
    expect(mine.sort()).toEqual([
      ['content.create', null, false],
      ['content.update', false, true],
      ['content.update', true, false],
    ].sort());
  });

  it('previews HTML as members will see it, and lets only editors (and admins) near content', async () => {
    const preview = await call<{ content: string }>(editor, 'POST', '/api/admin/content/preview', { content: '<h2>Fees</h2><img src="x" onerror="steal()"><script>steal()</script><a href="javascript:steal()">x</a>' });
    expect(preview.status).toBe(200);
    expect(preview.body.data.content).not.toMatch(/script|onerror|javascript:/);
    expect(preview.body.data.content).toContain('<h2>Fees</h2>');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/content', undefined],
      ['POST', '/api/admin/content/preview', { content: '<p>x</p>' }],
      ['POST', '/api/admin/content', bulletin(true)],
    ] as const) {
      expect((await call(reviewer, method, url, payload)).status, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).status, `${method} ${url}`).toBe(401);
      expect((await call(admin, method, url, payload)).status, `${method} ${url}`).toBe(200);
    }
  });

  it('takes an image by its bytes, at most 2 MB and 4096 pixels a side, and serves it to anyone', async () => {
    const upload = (body: Buffer, type: string) => t.call<ContentImage>({ method: 'POST', url: '/api/admin/content/images', headers: { ...editor.headers, 'content-type': type, 'accept-language': 'en-US' }, payload: body });
    const saved = await upload(PNG, 'image/png');
    expect(saved.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: saved.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const lying = await upload(Buffer.from('<svg onload="steal()"></svg>'), 'image/png');
    expect(lying.status).toBe(400);
    expect(lying.body.msg).toBeTruthy();
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1 - PNG.length)]), 'image/png');
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('The image is larger than 2 MB');
    expect((await t.app.inject({ method: 'GET', url: '/api/files/contentImage/999999' })).statusCode).toBe(404);

    // A few bytes of header may claim a canvas every member's phone would have to decode.
    const images = async () => (await call<{ total: number }>(admin, 'GET', '/api/admin/audit?targetType=contentImage&pageSize=1')).body.data.total;
    const imagesBefore = await images();
    const vast = await upload(pngOfSize(20_000, 20_000), 'image/png');
    expect(vast.status).toBe(400);
    expect(vast.body.msg).toBe('The image is 20000×20000 pixels: at most 4096×4096 is accepted');
    expect(await images()).toBe(imagesBefore);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/contentImage/${saved.body.data.id + 1}` })).statusCode).toBe(404);
    expect((await upload(pngOfSize(4096, 1024), 'image/png')).status).toBe(200);
  });

  it('takes only a path of this site or an https: address as a cover or a link, and changes nothing otherwise', async () => {
    const banner = (fields: Partial<ContentInput>): ContentInput => ({ kind: 'banner', translations: [{ language: 'en_US', title: 'Spring rates' }], ...fields });
    const before = (await call<{ total: number }>(editor, 'GET', '/api/admin/content?kind=banner&pageSize=1')).body.data.total;
    const audited = async () => (await call<{ total: number }>(admin, 'GET', '/api/admin/audit?targetType=content&pageSize=1')).body.data.total;
    const auditedBefore = await audited();
    for (const [fields, message] of [
      [{ link: 'javascript:alert(document.cookie)' }, 'Link must be a path of this site starting with / or an https:// address'],
      [{ link: '//evil.example/phish' }, 'Link must be a path of this site starting with / or an https:// address'],
      [{ link: 'http://evil.example/' }, 'Link must be a path of this site starting with / or an https:// address'],
      [{ cover: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'Cover image must be a path of this site starting with / or an https:// address'],
      [{ cover: 'vbscript:msgbox(1)' }, 'Cover image must be a path of this site starting with / or an https:// address'],
      [{ cover: 'file:///etc/passwd' }, 'Cover image must be a path of this site starting with / or an https:// address'],
    ] as const) {
      const refused = await call(editor, 'POST', '/api/admin/content', banner(fields));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.msg).toBe(message);
    }
    const german = await t.call({ method: 'POST', url: '/api/admin/content', headers: { ...editor.headers, 'accept-language': 'de-DE' }, payload: banner({ link: 'javascript:alert(1)' }) });
    expect(german.body.msg).toBe('Link muss ein Pfad dieser Website sein, der mit / beginnt, oder eine https://-Adresse');
    expect((await call<{ total: number }>(editor, 'GET', '/api/admin/content?kind=banner&pageSize=1')).body.data.total).toBe(before);

    const saved = await call<{ id: number }>(editor, 'POST', '/api/admin/content', banner({ cover: 'https://cdn.example.com/spring.png', link: '/currency' }));
    expect(saved.status).toBe(200);
    const edited = await call(editor, 'PUT', `/api/admin/content/${saved.body.data.id}`, banner({ cover: 'https://cdn.example.com/spring.png', link: 'javascript:alert(1)' }));
    expect(edited.status).toBe(400);
    expect((await call<ContentConsoleItem>(editor, 'GET', `/api/admin/content/${saved.body.data.id}`)).body.data).toMatchObject({ cover: 'https://cdn.example.com/spring.png', link: '/currency' });
    expect(await audited()).toBe(auditedBefore + 1);
  });

  it('refuses control characters in any text an editor writes, naming the field, before the database sees them', async () => {
    const audited = async () => (await call<{ total: number }>(admin, 'GET', '/api/admin/audit?targetType=content&pageSize=1')).body.data.total;
    const auditedBefore = await audited();
    const item = (translation: object): object => ({ kind: 'bulletin', translations: [{ language: 'en_US', title: 'Maintenance', ...translation }] });
    for (const [translation, message] of [
      [{ title: 'Mainte\u0000nance' }, 'Title contains control characters, which are not allowed'],
      [{ summary: 'Deposits \u0007pause' }, 'Summary contains control characters, which are not allowed'],
      [{ content: '<p>Back\u009b soon</p>' }, 'Content contains control characters, which are not allowed'],
      [{ title: 'x'.repeat(201) }, 'Title can be at most 200 characters long'],
    ] as const) {
      const refused = await call(editor, 'POST', '/api/admin/content', item(translation));
      expect(refused.status, JSON.stringify(translation)).toBe(400);
      expect(refused.body.msg).toBe(message);
    }
    const preview = await call(editor, 'POST', '/api/admin/content/preview', { content: '<p>\u0000</p>' });
    expect(preview.status).toBe(400);
    expect(preview.body.msg).toBe('Content contains control characters, which are not allowed');
    expect((await call(editor, 'POST', '/api/admin/content', item({ content: '<p>Line one</p>\r\n\t<p>Line two</p>' }))).status).toBe(200);
    expect(await audited()).toBe(auditedBefore + 1);
  });

  it('keeps the two documents: they can be edited, never removed or hidden', async () => {
    const documents = await call<{ rows: ContentConsoleRow[] }>(editor, 'GET', '/api/admin/content?kind=document');
    const paper = documents.body.data.rows.find((row) => row.slug === 'whitePaper');
    expect(paper).toBeDefined();
    const removal = await call(editor, 'DELETE', `/api/admin/content/${paper?.id}`);
    expect(removal.status).toBe(422);
    expect(removal.body.msg).toBe('The white paper and the user agreement stay: edit them instead');
    const item = (await call<ContentConsoleItem>(editor, 'GET', `/api/admin/content/${paper?.id}`)).body.data;
    const hidden = await call(editor, 'PUT', `/api/admin/content/${paper?.id}`, {
      kind: 'document',
      published: false,
      translations: item.translations.map((row) => ({ language: row.language, title: row.title, ...(row.content ? { content: row.content } : {}) })),
    });
    expect(hidden.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/system/document/whitePaper' })).status).toBe(200);
    expect((await call(editor, 'PUT', `/api/admin/content/${paper?.id}`, { kind: 'bulletin', translations: [{ language: 'en_US', title: 'x' }] })).status).toBe(400);
  });
});

import { USER_AGREEMENT_VERSION, type ContentDocument, type ContentInput, type ContentItem, type ContentPage } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

describe.each(testDatabaseKinds())('content on %s', (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operator: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address } });
    operator = await signInMember(t, { wallet: operatorWallet });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (input: ContentInput) => t.call<{ id: number }>({ method: 'POST', url: '/api/admin/content', headers: operator.headers, payload: input });
  const get = <T>(url: string, language?: string) => t.call<T>({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('answers an event in the caller\'s language, and in en_US where it has no translation', async () => {
    const saved = await save({
      kind: 'official',
      cover: '/api/files/content/event-staking.svg',
      translations: [
        { language: 'en_US', title: 'Harbour week', summary: 'Zero fees on options', content: '<p>Trade options <strong>fee-free</strong>.</p>' },
        { language: 'de_DE', title: 'Hafenwoche', summary: 'Keine Gebühren auf Optionen', content: '<p>Optionen <strong>gebührenfrei</strong> handeln.</p>' },
      ],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;

    const german = await get<ContentItem>(`/api/system/official/${id}`, 'de-DE,de;q=0.9');
    expect(german.body.data).toMatchObject({ id, title: 'Hafenwoche', summary: 'Keine Gebühren auf Optionen', language: 'de_DE', content: '<p>Optionen <strong>gebührenfrei</strong> handeln.</p>' });
    expect(german.body.data.cover).toBe('/api/files/content/event-staking.svg');

    const japanese = await get<ContentItem>(`/api/system/official/${id}`, 'ja-JP');
    expect(japanese.body.data).toMatchObject({ title: 'Harbour week', language: 'en_US', content: '<p>Trade options <strong>fee-free</strong>.</p>' });

    const list = await get<ContentPage>('/api/system/official/listH5?keyword=Hafenwoche', 'de-DE');
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.rows[0]).toMatchObject({ id, title: 'Hafenwoche', language: 'de_DE' });
    expect(list.body.data.rows[0]?.content).toBeUndefined();
  });

  it('sanitises HTML when it is saved, not only when it is shown', async () => {
    const saved = await save({
      kind: 'bulletin',
      translations: [{ language: 'en_US', title: '<img src=x onerror=alert(1)>Maintenance', content: '<p onclick="steal()">Back soon</p><script>alert(1)</script><a href="javascript:alert(1)">status</a><div style="width: expression(alert(1))">x</div>' }],
    });
    const stored = await t.database.db.selectFrom('content_translations').selectAll().where('item_id', '=', saved.body.data.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe('Maintenance');
    expect(stored.content).toBe('<p>Back soon</p><a rel="noopener">status</a>x');
  });

  it('pages a list newest first with its total, and finds items by keyword and FAQ topic', async () => {
    const ids: number[] = [];
    for (const day of [1, 2, 3]) {
      const saved = await save({ kind: 'bulletin', publishedAt: `2026-10-0${day}T08:00:00.000Z`, translations: [{ language: 'en_US', title: `Pagetest notice ${day}`, content: '<p>Quayside</p>' }] });
      ids.push(saved.body.data.id);
    }
    const first = await get<ContentPage>('/api/system/bulletin/listH5?keyword=pagetest&pageNum=1&pageSize=2');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.rows.map((row) => row.title)).toEqual(['Pagetest notice 3', 'Pagetest notice 2']);
    const second = await get<ContentPage>('/api/system/bulletin/listH5?keyword=pagetest&pageNum=2&pageSize=2');
    expect(second.body.data.rows.map((row) => row.id)).toEqual([ids[0]]);
    const past = await get<ContentPage>('/api/system/bulletin/listH5?keyword=pagetest&pageNum=3&pageSize=2');
    expect(past.body.data).toEqual({ rows: [], total: 3 });

    await save({ kind: 'manual', topic: 'safety', translations: [{ language: 'en_US', title: 'Can anyone move my funds?', content: '<p>Only a signature from your wallet signs you in: zzkeelson.</p>' }] });
    const byText = await get<ContentPage>('/api/system/manual/listH5?keyword=zzkeelson');
    expect(byText.body.data.rows.map((row) => [row.title, row.topic])).toEqual([['Can anyone move my funds?', 'safety']]);
    const wrongTopic = await get<ContentPage>('/api/system/manual/listH5?keyword=zzkeelson&topic=funds');
    expect(wrongTopic.body.data.total).toBe(0);
    // A % or _ in a keyword is a character, not a wildcard.
    expect((await get<ContentPage>('/api/system/manual/listH5?keyword=1%25zz')).body.data.total).toBe(0);
  });

  it('hides an item until it is published, and answers 404 for an unknown id or another kind\'s id', async () => {
    const future = await save({ kind: 'official', publishedAt: '2099-01-01T00:00:00.000Z', translations: [{ language: 'en_US', title: 'Not yet' }] });
    expect((await get(`/api/system/official/${future.body.data.id}`)).status).toBe(404);
    const bulletin = await save({ kind: 'bulletin', translations: [{ language: 'en_US', title: 'A bulletin' }] });
    const asEvent = await get(`/api/system/official/${bulletin.body.data.id}`, 'fr-FR');
    expect(asEvent.status).toBe(404);
    expect(asEvent.body.msg).toBe('Enregistrement introuvable');
    expect((await get('/api/system/manual/99999999')).status).toBe(404);
    expect((await get('/api/system/manual/abc')).status).toBe(400);
  });

  it('lets only operators save content, and refuses bad input with a clear message', async () => {
    const member = await signInMember(t);
    const input: ContentInput = { kind: 'bulletin', translations: [{ language: 'en_US', title: 'Mine' }] };
    expect((await t.call({ method: 'POST', url: '/api/admin/content', headers: member.headers, payload: input })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/admin/content', payload: input })).status).toBe(401);
    const noEnglish = await save({ kind: 'bulletin', translations: [{ language: 'de_DE', title: 'Nur Deutsch' }] });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.msg).toContain('Translations');
    const named: ContentInput = { kind: 'partner', slug: 'test-partner', translations: [{ language: 'en_US', title: 'Capstan' }] };
    expect((await save(named)).status).toBe(200);
    const again = await save(named);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('An item with this name already exists');
  });

  it('serves the knowledge base documents, the agreement with the version sign-in accepts', async () => {
    const agreement = await get<ContentDocument>('/api/system/document/userAgreement', 'es-ES');
    expect(agreement.status).toBe(200);
    expect(agreement.body.data).toMatchObject({ slug: 'userAgreement', version: USER_AGREEMENT_VERSION, language: 'es_ES' });
    expect((await get('/api/system/document/nothing')).status).toBe(400);
  });

  it('serves the content images as SVG, and nothing outside their folder', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/api/files/content/banner-ledger.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/api/files/content/..%2Fconfig.ts' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/content/missing.svg' })).statusCode).toBe(404);
  });

  it('never hands members a script or data address an older row holds as its cover or link', async () => {
    const saved = await save({ kind: 'banner', cover: '/api/files/content/banner-markets.svg', link: '/currency', sort: 9999, translations: [{ language: 'en_US', title: 'Old banner' }] });
    expect(saved.status).toBe(200);
    // Saved before the link rule: written straight to the table, as a migration from older data would.
    await t.database.db.updateTable('content_items').set({ cover: 'data:image/svg+xml,<svg onload=alert(1)>', link: 'javascript:alert(document.cookie)' }).where('id', '=', saved.body.data.id).execute();
    const banners = await get<ContentPage>('/api/system/banner/listH5?pageSize=50');
    const old = banners.body.data.rows.find((row) => row.id === saved.body.data.id);
    expect(old).toMatchObject({ title: 'Old banner' });
    expect(old?.cover).toBeUndefined();
    expect(old?.link).toBeUndefined();
  });
});

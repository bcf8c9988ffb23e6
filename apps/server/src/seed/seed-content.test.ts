import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, FAQ_TOPICS, LOCALES, type ContentPage } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { SEED_CATALOG } from './content/catalog.js';
import { SEED_TEXTS } from './content/translations.js';
import { seedDatabase } from './seed.js';

const folder = new URL('./content/', import.meta.url);
const images = new URL('../assets/content/', import.meta.url);

describe('seeded content', () => {
  it('has the set the first start promises', () => {
    const count = (kind: string) => SEED_CATALOG.filter((item) => item.kind === kind).length;
    expect(count('official')).toBeGreaterThanOrEqual(3);
    expect(count('bulletin')).toBeGreaterThanOrEqual(5);
    expect(count('manual')).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_CATALOG.filter((item) => item.kind === 'manual').map((item) => item.topic))).toEqual(new Set(FAQ_TOPICS));
    expect(count('banner')).toBe(3);
    expect(count('partner')).toBe(6);
    expect(SEED_CATALOG.filter((item) => item.kind === 'document').map((item) => item.slug)).toEqual(['whitePaper', 'userAgreement']);
    for (const item of SEED_CATALOG) if (item.image) expect(existsSync(new URL(item.image, images)), item.image).toBe(true);
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('is written in %s, not copied from English', (locale) => {
    const english = SEED_TEXTS[DEFAULT_LOCALE];
    const own = SEED_TEXTS[locale];
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const item of SEED_CATALOG) {
      const text = own[item.slug];
      const source = english[item.slug];
      expect(text?.title, `${locale} ${item.slug}`).toBeTruthy();
      // Partner names are proper nouns; everything else is translated.
      if (item.kind !== 'partner') expect(text?.title, `${locale} ${item.slug} title`).not.toBe(source?.title);
      if (source?.summary) expect(text?.summary, `${locale} ${item.slug} summary`).not.toBe(source.summary);
      expect(text?.content?.length ?? 0, `${locale} ${item.slug} content`).toBe(source?.content?.length ?? 0);
      text?.content?.forEach((block, index) => expect(block, `${locale} ${item.slug} block ${index}`).not.toBe(source?.content?.[index]));
    }
  });

  it('has no placeholder text, and no data file longer than 300 lines', () => {
    for (const locale of LOCALES) {
      for (const file of readdirSync(new URL(`${locale}/`, folder))) {
        const text = readFileSync(new URL(`${locale}/${file}`, folder), 'utf8');
        expect(text.split('\n').length, `${locale}/${file}`).toBeLessThanOrEqual(300);
        expect(text).not.toMatch(/lorem|ipsum/i);
        expect(text).not.toMatch(/\bTODO\b|\bTBD\b/);
      }
    }
  });
});

describe('content after the first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every list in the caller\'s language, and seeding again adds nothing', async () => {
    const german = (path: string) => t.call<ContentPage>({ method: 'GET', url: `/api/system/${path}/listH5?pageSize=50`, headers: { 'accept-language': 'de-DE' } });
    const events = (await german('official')).body.data;
    expect(events.total).toBe(3);
    expect(events.rows.map((row) => row.title)).toEqual(['Staking-Pläne: 7, 30 und 90 Tage', 'Blindboxen, die Sie selbst prüfen können', 'Alle Märkte mit dem Demokonto ausprobieren']);
    expect(events.rows.every((row) => row.language === 'de_DE' && row.cover?.startsWith('/api/files/content/'))).toBe(true);
    expect((await german('bulletin')).body.data.total).toBe(5);
    expect((await german('manual')).body.data.rows.slice(0, 2).map((row) => [row.title, row.topic])).toEqual([
      ['Wie melde ich mich an?', 'gettingStarted'],
      ['Was ist das Demokonto?', 'gettingStarted'],
    ]);
    expect((await german('banner')).body.data.rows.map((row) => row.link)).toEqual(['/currency', '/blindBox', '/whitePaper']);
    expect((await german('partner')).body.data.total).toBe(6);

    await seedDatabase(t.database.db);
    const items = await t.database.db.selectFrom('content_items').select('id').execute();
    expect(items).toHaveLength(SEED_CATALOG.length);
  });
});

import type { Kysely } from 'kysely';
import { API_BASE, fillPath, LOCALES, routeTable, USER_AGREEMENT_VERSION } from '@halyard/shared';
import type { Database } from '../db/schema.js';
import { seedContentItems } from '../modules/content/content.service.js';
import { SEED_CATALOG } from './content/catalog.js';
import { SEED_TEXTS } from './content/translations.js';

const DAY_MS = 86_400_000;

/**
 * Events, bulletins, the FAQ, banners, partners, the white paper and the user agreement in all
 * ten languages. An item is written once, by its slug: a second start, or an operator's edit
 * since, is left alone.
 */
export async function seedContent(db: Kysely<Database>, now: Date): Promise<void> {
  const items = SEED_CATALOG.map((item, sort) => ({
    item: {
      kind: item.kind,
      slug: item.slug,
      topic: item.topic ?? null,
      cover: item.image ? `${API_BASE}${fillPath(routeTable.content.image.path, { name: item.image })}` : null,
      link: item.link ?? null,
      sort,
      version: item.slug === 'userAgreement' ? USER_AGREEMENT_VERSION : null,
      publishedAt: new Date(now.getTime() - item.daysAgo * DAY_MS),
    },
    texts: LOCALES.map((language) => {
      const text = SEED_TEXTS[language][item.slug];
      if (!text) throw new Error(`seed content ${item.slug} has no ${language} text`);
      return { language, title: text.title, summary: text.summary, content: text.content?.join('\n') };
    }),
  }));
  await seedContentItems(db, items);
}

import { CONTENT_KINDS, FAQ_TOPICS, hasControlCharacters, isSafeLink, LOCALES, TEXT_LIMITS, type ContentConsoleItem, type ContentConsoleRow, type ContentInput, type ContentKind, type FaqTopic, type Locale } from '@halyard/shared';

/** The kinds an editor may add: the two documents of the knowledge base are edited, never added. */
export const NEW_CONTENT_KINDS = CONTENT_KINDS.filter((kind) => kind !== 'document');

/** The languages in the order the editor's tabs show them: English first, every other language's fallback. */
export const EDITOR_LOCALES: readonly Locale[] = ['en_US', ...LOCALES.filter((locale) => locale !== 'en_US')];

/** Which of an item's terms a kind has. */
export interface KindFields {
  topic: boolean;
  cover: boolean;
  link: boolean;
  sort: boolean;
  /** Documents are always there to read (sign-in links the agreement): no switch. */
  published: boolean;
}

export function fieldsOf(kind: ContentKind): KindFields {
  return {
    topic: kind === 'manual',
    cover: kind === 'banner' || kind === 'official' || kind === 'partner',
    link: kind === 'banner' || kind === 'partner',
    sort: kind === 'banner' || kind === 'partner' || kind === 'manual',
    published: kind !== 'document',
  };
}

export type ContentStatus = 'published' | 'draft' | 'scheduled';

/** Draft (kept from members), scheduled (published, from a later time) or published. */
export function contentStatus(row: Pick<ContentConsoleRow, 'published' | 'publishedAt'>, now: number = Date.now()): ContentStatus {
  if (!row.published) return 'draft';
  return Date.parse(row.publishedAt) > now ? 'scheduled' : 'published';
}

export interface TranslationDraft {
  title: string;
  summary: string;
  content: string;
}

/** The editor's form as typed: numbers and times as text until sent. */
export interface ContentDraft {
  kind: ContentKind;
  topic: FaqTopic;
  cover: string;
  link: string;
  sort: string;
  /** A datetime-local value (the editor's own time zone), or '' for "when saved". */
  publishedAt: string;
  published: boolean;
  translations: Record<Locale, TranslationDraft>;
  /** The saved publishing time, sent unchanged unless the field was changed (the field drops seconds). */
  savedPublishedAt?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local value in this browser's time zone ('' when unreadable). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function emptyTranslations(): Record<Locale, TranslationDraft> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { title: '', summary: '', content: '' }])) as Record<Locale, TranslationDraft>;
}

export function emptyDraft(kind: ContentKind): ContentDraft {
  return { kind, topic: FAQ_TOPICS[0], cover: '', link: '', sort: '', publishedAt: '', published: true, translations: emptyTranslations() };
}

export function draftOf(item: ContentConsoleItem): ContentDraft {
  const translations = emptyTranslations();
  for (const row of item.translations) translations[row.language] = { title: row.title, summary: row.summary ?? '', content: row.content ?? '' };
  return {
    kind: item.kind,
    topic: item.topic ?? FAQ_TOPICS[0],
    cover: item.cover ?? '',
    link: item.link ?? '',
    sort: String(item.sort),
    publishedAt: toLocalInput(item.publishedAt),
    published: item.published,
    translations,
    savedPublishedAt: item.publishedAt,
  };
}

/** Each text's limit: the server's own (TEXT_LIMITS), so a text the form sends is never refused for its length. */
export const TRANSLATION_LIMITS: Record<keyof TranslationDraft, number> = { title: TEXT_LIMITS.title, summary: TEXT_LIMITS.summary, content: TEXT_LIMITS.html };

/** A text as it is sent, and so counted: titles and summaries trimmed, the HTML as typed. */
export function sentText(field: keyof TranslationDraft, text: string): string {
  return field === 'content' ? text : text.trim();
}

/** What a language's texts break of the server's input rules (packages/shared input-rules.ts), if anything. */
function translationProblem(translation: TranslationDraft): 'controlCharacters' | 'textTooLong' | undefined {
  const fields = Object.keys(TRANSLATION_LIMITS) as Array<keyof TranslationDraft>;
  if (fields.some((field) => hasControlCharacters(translation[field]))) return 'controlCharacters';
  if (fields.some((field) => sentText(field, translation[field]).length > TRANSLATION_LIMITS[field])) return 'textTooLong';
  return undefined;
}

/** Whether anything is typed in a language. */
export function hasText(translation: TranslationDraft): boolean {
  return [translation.title, translation.summary, translation.content].some((text) => text.trim() !== '');
}

export type DraftProblem =
  | { problem: 'englishTitleRequired' }
  | { problem: 'titleMissing'; language: Locale }
  | { problem: 'controlCharacters' | 'textTooLong'; language: Locale }
  | { problem: 'coverUnsafe' | 'linkUnsafe' | 'linkTooLong' }
  | { problem: 'sortInvalid' }
  | { problem: 'publishedAtInvalid' };

/**
 * The body of POST or PUT /admin/content, or why it cannot be sent yet: English needs a title; a
 * language without a title is left out, but one with a summary or text and no title is stopped
 * (its words would be lost without a word); every text keeps to the server's input rules (a cover
 * or link is a path of this site or an https: address); the order is a whole number from 0 to 10000.
 */
export function contentInput(draft: ContentDraft): { ok: true; input: ContentInput } | ({ ok: false } & DraftProblem) {
  if (draft.translations.en_US.title.trim() === '') return { ok: false, problem: 'englishTitleRequired' };
  const untitled = EDITOR_LOCALES.find((locale) => draft.translations[locale].title.trim() === '' && hasText(draft.translations[locale]));
  if (untitled) return { ok: false, problem: 'titleMissing', language: untitled };
  for (const language of EDITOR_LOCALES) {
    const problem = translationProblem(draft.translations[language]);
    if (problem) return { ok: false, problem, language };
  }
  const fields = fieldsOf(draft.kind);
  const cover = draft.cover.trim();
  const link = draft.link.trim();
  if (fields.cover && cover && !isSafeLink(cover)) return { ok: false, problem: 'coverUnsafe' };
  if (fields.link && link.length > TEXT_LIMITS.link) return { ok: false, problem: 'linkTooLong' };
  if (fields.link && link && !isSafeLink(link)) return { ok: false, problem: 'linkUnsafe' };
  const sortText = draft.sort.trim();
  const sort = Number(sortText);
  if (fields.sort && sortText !== '' && !(/^\d+$/.test(sortText) && sort <= 10_000)) return { ok: false, problem: 'sortInvalid' };
  let publishedAt: string | undefined;
  if (draft.publishedAt !== '') {
    const unchanged = draft.savedPublishedAt !== undefined && toLocalInput(draft.savedPublishedAt) === draft.publishedAt;
    const time = new Date(draft.publishedAt);
    if (!unchanged && Number.isNaN(time.getTime())) return { ok: false, problem: 'publishedAtInvalid' };
    publishedAt = unchanged ? draft.savedPublishedAt : time.toISOString();
  }
  const input: ContentInput = {
    kind: draft.kind,
    ...(fields.topic ? { topic: draft.topic } : {}),
    ...(fields.cover && cover ? { cover } : {}),
    ...(fields.link && link ? { link } : {}),
    ...(fields.sort && sortText !== '' ? { sort } : {}),
    ...(publishedAt ? { publishedAt } : {}),
    ...(fields.published ? { published: draft.published } : {}),
    translations: EDITOR_LOCALES.flatMap((language) => {
      const { title, summary, content } = draft.translations[language];
      if (title.trim() === '') return [];
      return [{ language, title: title.trim(), ...(summary.trim() ? { summary: summary.trim() } : {}), ...(content.trim() ? { content } : {}) }];
    }),
  };
  return { ok: true, input };
}

import { contentInputSchema, TEXT_LIMITS, type ContentConsoleItem } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { contentInput, contentStatus, draftOf, EDITOR_LOCALES, emptyDraft, fieldsOf, NEW_CONTENT_KINDS, toLocalInput, type ContentDraft } from './content-draft';

const item: ContentConsoleItem = {
  id: 4,
  kind: 'banner',
  slug: null,
  topic: null,
  cover: '/api/files/contentImage/3',
  link: '/officialInfo',
  sort: 2,
  version: null,
  published: true,
  publishedAt: '2026-03-01T10:20:30.456Z',
  translations: [
    { language: 'en_US', title: 'Markets', summary: 'Live', content: null },
    { language: 'de_DE', title: 'Märkte', summary: null, content: '<p>Hallo</p>' },
  ],
};

function withText(draft: ContentDraft, language: keyof ContentDraft['translations'], text: Partial<ContentDraft['translations']['en_US']>): ContentDraft {
  return { ...draft, translations: { ...draft.translations, [language]: { ...draft.translations[language], ...text } } };
}

describe('content drafts', () => {
  it('never offers a new document, and shows English first', () => {
    expect(NEW_CONTENT_KINDS).toEqual(['official', 'bulletin', 'manual', 'banner', 'partner']);
    expect(EDITOR_LOCALES[0]).toBe('en_US');
    expect(new Set(EDITOR_LOCALES).size).toBe(10);
  });

  it('gives each kind its own terms', () => {
    expect(fieldsOf('manual')).toEqual({ topic: true, cover: false, link: false, sort: true, published: true });
    expect(fieldsOf('banner')).toEqual({ topic: false, cover: true, link: true, sort: true, published: true });
    expect(fieldsOf('official')).toEqual({ topic: false, cover: true, link: false, sort: false, published: true });
    expect(fieldsOf('bulletin')).toEqual({ topic: false, cover: false, link: false, sort: false, published: true });
    expect(fieldsOf('document').published).toBe(false);
  });

  it('tells a draft, a scheduled item and a published one apart', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(contentStatus({ published: false, publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe('draft');
    expect(contentStatus({ published: true, publishedAt: '2026-06-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(contentStatus({ published: true, publishedAt: '2026-04-01T00:00:00Z' }, now)).toBe('published');
  });

  it('needs an English title, and keeps a language with words but no title from being lost', () => {
    expect(contentInput(emptyDraft('bulletin'))).toEqual({ ok: false, problem: 'englishTitleRequired' });
    const english = withText(emptyDraft('bulletin'), 'en_US', { title: 'Hello' });
    expect(contentInput(withText(english, 'ja_JP', { content: '<p>x</p>' }))).toEqual({ ok: false, problem: 'titleMissing', language: 'ja_JP' });
  });

  it('sends only titled languages, trimmed, and only the terms of the kind', () => {
    let draft = withText(emptyDraft('bulletin'), 'en_US', { title: ' Hello ', summary: '  ', content: '<p>Hi</p>' });
    draft = withText(draft, 'de_DE', { title: 'Hallo', summary: 'Kurz' });
    draft = { ...draft, cover: '/api/x', link: '/home', sort: '5' };
    expect(contentInput(draft)).toEqual({
      ok: true,
      input: {
        kind: 'bulletin',
        published: true,
        translations: [
          { language: 'en_US', title: 'Hello', content: '<p>Hi</p>' },
          { language: 'de_DE', title: 'Hallo', summary: 'Kurz' },
        ],
      },
    });
  });

  it('checks the order, and sends the topic of an FAQ answer', () => {
    const faq = withText({ ...emptyDraft('manual'), topic: 'funds' }, 'en_US', { title: 'Q' });
    expect(contentInput({ ...faq, sort: '1.5' })).toEqual({ ok: false, problem: 'sortInvalid' });
    expect(contentInput({ ...faq, sort: '10001' })).toEqual({ ok: false, problem: 'sortInvalid' });
    const sent = contentInput({ ...faq, sort: '7' });
    expect(sent.ok && sent.input).toMatchObject({ kind: 'manual', topic: 'funds', sort: 7 });
  });

  it('round-trips a saved item, keeping its exact publishing time unless it was changed', () => {
    const draft = draftOf(item);
    expect(draft.translations.de_DE).toEqual({ title: 'Märkte', summary: '', content: '<p>Hallo</p>' });
    expect(draft.publishedAt).toBe(toLocalInput(item.publishedAt));
    const same = contentInput(draft);
    expect(same.ok && same.input).toMatchObject({ kind: 'banner', cover: item.cover, link: item.link, sort: 2, publishedAt: item.publishedAt, published: true });
    const moved = contentInput({ ...draft, publishedAt: '2030-01-02T03:04', published: false });
    expect(moved.ok && moved.input.publishedAt).toBe(new Date('2030-01-02T03:04').toISOString());
    expect(moved.ok && moved.input.published).toBe(false);
    const cleared = contentInput({ ...draft, publishedAt: '' });
    expect(cleared.ok && 'publishedAt' in cleared.input).toBe(false);
  });

  it('takes a cover or link only as a path of this site or an https: address, as the server does', () => {
    const banner = withText(emptyDraft('banner'), 'en_US', { title: 'Spring' });
    expect(contentInput({ ...banner, link: 'javascript:alert(1)' })).toEqual({ ok: false, problem: 'linkUnsafe' });
    expect(contentInput({ ...banner, link: '//evil.example' })).toEqual({ ok: false, problem: 'linkUnsafe' });
    expect(contentInput({ ...banner, link: `/${'a'.repeat(TEXT_LIMITS.link)}` })).toEqual({ ok: false, problem: 'linkTooLong' });
    expect(contentInput({ ...banner, cover: 'data:image/svg+xml,<svg onload=alert(1)>' })).toEqual({ ok: false, problem: 'coverUnsafe' });
    const safe = contentInput({ ...banner, cover: 'https://cdn.example.com/a.png', link: ' /currency ' });
    expect(safe.ok && safe.input).toMatchObject({ cover: 'https://cdn.example.com/a.png', link: '/currency' });
    expect(safe.ok && contentInputSchema.safeParse(safe.input).success).toBe(true);
  });

  it('stops a text the server would refuse, in its language, instead of cutting it', () => {
    const english = withText(emptyDraft('bulletin'), 'en_US', { title: 'Hello' });
    expect(contentInput(withText(english, 'de_DE', { title: 'Hallo', summary: 'Kurz\u0000' }))).toEqual({ ok: false, problem: 'controlCharacters', language: 'de_DE' });
    expect(contentInput(withText(english, 'en_US', { content: `<p>${'x'.repeat(TEXT_LIMITS.html)}</p>` }))).toEqual({ ok: false, problem: 'textTooLong', language: 'en_US' });
    expect(contentInput(withText(english, 'ja_JP', { title: 'あ'.repeat(TEXT_LIMITS.title + 1) }))).toEqual({ ok: false, problem: 'textTooLong', language: 'ja_JP' });
    // Counted as sent: blanks around a title are trimmed, so they do not count.
    const padded = contentInput(withText(english, 'en_US', { title: ` ${'t'.repeat(TEXT_LIMITS.title)} `, summary: 'Line one\r\n\tLine two' }));
    expect(padded.ok && contentInputSchema.safeParse(padded.input).success).toBe(true);
  });

  it('sends no published flag for a document', () => {
    const document = withText(emptyDraft('document'), 'en_US', { title: 'White paper' });
    const sent = contentInput({ ...document, published: false });
    expect(sent.ok && 'published' in sent.input).toBe(false);
  });
});

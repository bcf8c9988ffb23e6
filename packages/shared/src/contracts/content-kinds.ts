/**
 * Content of the platform (spec §1, §7 `system/*`): official events, bulletins, the FAQ
 * (manual), banners, partners and the two documents of the knowledge base. Every item answers in
 * the caller's language (Accept-Language), falling back to en_US; `language` says which it got.
 */
export const CONTENT_KINDS = ['official', 'bulletin', 'manual', 'banner', 'partner', 'document'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds with a list and a detail page (`/system/{kind}/listH5`, `/system/{kind}/{id}`). */
export const ARTICLE_KINDS = ['official', 'bulletin', 'manual'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** FAQ topics, in the order the FAQ page shows them; their names are the web's to translate. */
export const FAQ_TOPICS = ['gettingStarted', 'funds', 'trading', 'safety'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** The documents of the knowledge base, by their stable names. */
export const DOCUMENT_SLUGS = ['whitePaper', 'userAgreement'] as const;
export type DocumentSlug = (typeof DOCUMENT_SLUGS)[number];

import type { ContentKind, DocumentSlug, FaqTopic } from '@halyard/shared';

/** One seeded item: what is the same in every language. Its texts live in `<locale>/*.json` under `slug`. */
export interface SeedItem {
  slug: string;
  kind: ContentKind;
  topic?: FaqTopic;
  /** A file of apps/server/src/assets/content, served at /api/files/content/<name>. */
  image?: string;
  link?: string;
  /** Days before the first start that it counts as published (news reads newest first). */
  daysAgo: number;
}

const faq = (slug: string, topic: FaqTopic): SeedItem => ({ slug, kind: 'manual', topic, daysAgo: 30 });
const partner = (name: string): SeedItem => ({ slug: `partner-${name}`, kind: 'partner', image: `partner-${name}.svg`, daysAgo: 30 });
const documentItem = (slug: DocumentSlug): SeedItem => ({ slug, kind: 'document', daysAgo: 30 });

/** In the order each list shows them (banners, partners and the FAQ keep this order). */
export const SEED_CATALOG: readonly SeedItem[] = [
  { slug: 'event-demo', kind: 'official', image: 'event-demo.svg', daysAgo: 20 },
  { slug: 'event-boxes', kind: 'official', image: 'event-boxes.svg', daysAgo: 9 },
  { slug: 'event-staking', kind: 'official', image: 'event-staking.svg', daysAgo: 3 },
  { slug: 'bulletin-launch', kind: 'bulletin', daysAgo: 22 },
  { slug: 'bulletin-money-rules', kind: 'bulletin', daysAgo: 21 },
  { slug: 'bulletin-agreement', kind: 'bulletin', daysAgo: 14 },
  { slug: 'bulletin-index-prices', kind: 'bulletin', daysAgo: 6 },
  { slug: 'bulletin-security', kind: 'bulletin', daysAgo: 1 },
  faq('faq-sign-in', 'gettingStarted'),
  faq('faq-demo-account', 'gettingStarted'),
  faq('faq-language-theme', 'gettingStarted'),
  faq('faq-deposit', 'funds'),
  faq('faq-withdrawal', 'funds'),
  faq('faq-accounts', 'funds'),
  faq('faq-liquidation', 'trading'),
  faq('faq-options', 'trading'),
  faq('faq-staking', 'trading'),
  faq('faq-fair-outcomes', 'safety'),
  faq('faq-verify-box', 'safety'),
  faq('faq-wallet-requests', 'safety'),
  { slug: 'banner-markets', kind: 'banner', image: 'banner-markets.svg', link: '/currency', daysAgo: 30 },
  { slug: 'banner-boxes', kind: 'banner', image: 'banner-boxes.svg', link: '/blindBox', daysAgo: 30 },
  { slug: 'banner-ledger', kind: 'banner', image: 'banner-ledger.svg', link: '/whitePaper', daysAgo: 30 },
  partner('keelson'),
  partner('spinnaker'),
  partner('bowline'),
  partner('gunwale'),
  partner('mizzen'),
  partner('capstan'),
  documentItem('whitePaper'),
  documentItem('userAgreement'),
];

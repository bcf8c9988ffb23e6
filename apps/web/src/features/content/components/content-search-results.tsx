import type { ArticleKind, ContentItem } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { useArticles } from '../api/get-articles';
import { ArticleRow } from './article-cards';
import '../content.css';
import '../article.css';
import '../faq.css';
import '../content-search.css';

const sections: ReadonlyArray<{ kind: ArticleKind; titleKey: 'content.search.events' | 'content.search.bulletins' | 'content.search.faq' }> = [
  { kind: 'official', titleKey: 'content.search.events' },
  { kind: 'bulletin', titleKey: 'content.search.bulletins' },
  { kind: 'manual', titleKey: 'content.search.faq' },
];

function ResultSection({ kind, titleKey, keyword, onOpen }: { kind: ArticleKind; titleKey: (typeof sections)[number]['titleKey']; keyword: string; onOpen: (kind: ArticleKind, id: number) => void }) {
  const { t } = useTranslation();
  const results = useArticles(kind, { keyword, pageSize: 5 }, keyword.length > 0);
  const rows: ContentItem[] = results.data?.pages[0]?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="search-results" data-testid={`search-${kind}`}>
      <h2 className="search-results__title">{t(titleKey)}</h2>
      <ul className="content-list content-list--compact">
        {rows.map((item) => (
          <li key={item.id}>
            <ArticleRow item={item} icon={false} onOpen={(id) => onOpen(kind, id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Search beyond the markets: events, bulletins and FAQ answers whose words contain what was typed. */
export function ContentSearchResults({ keyword, onOpen }: { keyword: string; onOpen: (kind: ArticleKind, id: number) => void }) {
  const trimmed = keyword.trim();
  if (!trimmed) return null;
  return (
    <div className="content-search" data-testid="content-search">
      {sections.map((section) => (
        <ResultSection key={section.kind} {...section} keyword={trimmed} onOpen={onOpen} />
      ))}
    </div>
  );
}

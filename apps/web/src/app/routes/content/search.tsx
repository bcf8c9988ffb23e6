import type { ArticleKind } from '@halyard/shared';
import { SearchBar } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { PageSection } from '../../../components/page-section';
import { ContentSearchResults } from '../../../features/content';
import { QuotesList } from '../../../features/markets';
import { choosePair } from '../../../lib/selected-pair';

const detailPaths: Record<ArticleKind, string> = { official: paths.officialInfoDetail, bulletin: paths.bulletinInfoDetail, manual: paths.manualDetailDetail };

/**
 * /search: one box finds coins and pairs (by symbol, name or pair; all pairs until typed), and
 * events, bulletins and FAQ answers by their words; a result opens its page.
 */
export default function SearchRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const keyword = useDeferredValue(query);
  const quotes = (
    <QuotesList
      sortable={false}
      query={query}
      onOpen={(pair) => {
        choosePair(pair);
        void navigate(`${paths.trade}?symbol=${pair}`);
      }}
    />
  );
  return (
    <>
      <SearchBar
        className="quotes-list__search"
        style={{ '--background': 'var(--hy-surface)' }}
        placeholder={t('content.search.placeholder')}
        value={query}
        onChange={setQuery}
        autoFocus
        data-testid="market-search"
      />
      <ContentSearchResults keyword={keyword} onOpen={(kind, id) => void navigate(detailPaths[kind].replace(':id', String(id)))} />
      {query.trim() ? <PageSection title={t('section.home.markets')} testId="search-markets">{quotes}</PageSection> : quotes}
    </>
  );
}

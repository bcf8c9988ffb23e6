import { FAQ_TOPICS, type ContentItem, type FaqTopic } from '@halyard/shared';
import { InfiniteScroll, PullToRefresh, SearchBar } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { DetailSkeleton, MoreRowsSkeleton } from '../../../components/skeleton';
import { SafeHtml } from '../../../components/safe-html';
import { useArticle } from '../api/get-article';
import { useArticles } from '../api/get-articles';
import { ListSkeleton } from './paged-list';
import '../content.css';
import '../article.css';
import '../faq.css';
import '../content-search.css';

/** An answer, fetched the first time its question is opened. */
function FaqAnswer({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const answer = useArticle('manual', id);
  if (answer.isPending) return <DetailSkeleton rows={3} />;
  if (answer.isError) return <ErrorState error={answer.error} onRetry={() => void answer.refetch()} />;
  return (
    <div className="faq__answer" data-testid={`faq-answer-${id}`}>
      {answer.data.content && <SafeHtml html={answer.data.content} />}
      <button type="button" className="faq__more" onClick={() => onOpen(id)}>
        {t('content.openAnswer')}
      </button>
    </div>
  );
}

function groupByTopic(items: ContentItem[]): Array<{ topic: FaqTopic; items: ContentItem[] }> {
  return FAQ_TOPICS.map((topic) => ({ topic, items: items.filter((item) => (item.topic ?? 'gettingStarted') === topic) })).filter((group) => group.items.length > 0);
}

/** /manualDetail: the FAQ grouped by topic, each question opening its answer in place; a search box narrows it. */
export function FaqList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferredKeyword = useDeferredValue(keyword.trim());
  const [opened, setOpened] = useState<string[]>([]);
  const query = useArticles('manual', { keyword: deferredKeyword, pageSize: 50 });
  const items = query.data?.pages.flatMap((page) => page.rows) ?? [];

  let body;
  if (query.isPending) body = <ListSkeleton rows={5} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = <EmptyState testId="faq-empty" />;
  else {
    body = (
      <>
        {groupByTopic(items).map(({ topic, items: questions }) => (
          <section key={topic} className="faq__topic" data-testid={`faq-topic-${topic}`}>
            <h2 className="faq__topic-title">{t(`content.topic.${topic}`)}</h2>
            <ul className="faq__questions">
              {questions.map((item) => {
                const key = String(item.id);
                const open = opened.includes(key);
                return (
                  <li key={key} className="faq__question">
                    <button
                      type="button"
                      className="faq__question-button"
                      aria-expanded={open}
                      aria-controls={`faq-answer-${key}`}
                      onClick={() => setOpened((keys) => (open ? keys.filter((other) => other !== key) : [...keys, key]))}
                      data-testid={`faq-question-${item.id}`}
                    >
                      <span>{item.title}</span>
                      <span className="faq__chevron" aria-hidden="true" />
                    </button>
                    {open && (
                      <div id={`faq-answer-${key}`} className="faq__answer">
                        <FaqAnswer id={item.id} onOpen={onOpen} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <InfiniteScroll
          className="content-list__more"
          hasMore={query.hasNextPage}
          loadMore={async () => {
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          {(hasMore, failed, retry) => (failed ? <ErrorState onRetry={retry} /> : hasMore ? <MoreRowsSkeleton /> : <ListEnd />)}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <div className="faq" data-testid="faq">
      <SearchBar
        className="faq__search"
        style={{ '--background': 'var(--hy-surface)' }}
        placeholder={t('content.faqSearch')}
        value={keyword}
        onChange={setKeyword}
        data-testid="faq-search"
      />
      <PullToRefresh onRefresh={async () => void (await query.refetch())}>{body}</PullToRefresh>
    </div>
  );
}

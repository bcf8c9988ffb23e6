import type { ArticleKind } from '@halyard/shared';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SafeHtml } from '../../../components/safe-html';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useArticle } from '../api/get-article';
import '../content.css';
import '../article.css';
import '../faq.css';
import '../content-search.css';

const kindLabel = { official: 'content.eventBadge', bulletin: 'content.bulletinBadge', manual: 'content.faqBadge' } as const;

/** One event, bulletin or FAQ answer: title, day, cover and its sanitised HTML. */
export function ArticleDetail({ kind, id }: { kind: ArticleKind; id: number }) {
  const { t } = useTranslation();
  const article = useArticle(kind, id);
  if (article.isPending) {
    return (
      <div className="article" data-testid="loading-state" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.code === 404;
    return missing ? <EmptyState testId="article-missing" /> : <ErrorState error={article.error} onRetry={() => void article.refetch()} />;
  }
  const item = article.data;
  return (
    <article className="article" data-testid="article" lang={item.language.replace('_', '-')}>
      <span className="article__badge">{t(kindLabel[kind])}</span>
      <h1 className="article__title" data-testid="article-title">
        {item.title}
      </h1>
      <time className="article__date" dateTime={item.publishedAt}>
        {t('content.publishedOn', { date: formatDate(item.publishedAt) })}
      </time>
      {item.cover && <img className="article__cover" src={item.cover} alt="" loading="lazy" decoding="async" />}
      {item.content ? <SafeHtml className="article__body" html={item.content} testId="article-body" /> : item.summary && <p className="article__body">{item.summary}</p>}
    </article>
  );
}

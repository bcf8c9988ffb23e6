import type { DocumentSlug } from '@halyard/shared';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../components/error-state';
import { SafeHtml } from '../../../components/safe-html';
import { useDocument } from '../api/get-document';
import '../content.css';
import '../article.css';
import '../faq.css';
import '../content-search.css';

/** /whitePaper and /tos: a document of the knowledge base, in the current language; `footer` follows it (the accept button). */
export function DocumentView({ slug, footer }: { slug: DocumentSlug; footer?: ReactNode }) {
  const { t } = useTranslation();
  const document = useDocument(slug);
  if (document.isPending) {
    return (
      <div className="article" data-testid="loading-state" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={10} animated />
      </div>
    );
  }
  if (document.isError) return <ErrorState error={document.error} onRetry={() => void document.refetch()} />;
  return (
    <article className="article article--document" data-testid={slug === 'userAgreement' ? 'tos' : 'white-paper'} lang={document.data.language.replace('_', '-')}>
      <h2 className="article__title" data-testid="document-title">
        {document.data.title}
      </h2>
      {document.data.version && <p className="article__date">{t('content.version', { version: document.data.version })}</p>}
      {document.data.summary && <p className="article__lead">{document.data.summary}</p>}
      {document.data.content && <SafeHtml className="article__body" html={document.data.content} testId="document-body" />}
      {footer}
    </article>
  );
}

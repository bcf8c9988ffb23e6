import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '../lib/sanitize-html';

/**
 * Server HTML, sanitised again with DOMPurify before it reaches the page; a link to one of the
 * app's own pages moves inside the app instead of reloading it.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return <div className={className ? `safe-html ${className}` : 'safe-html'} data-testid={testId} onClick={followInside} dangerouslySetInnerHTML={{ __html: clean }} />;
}

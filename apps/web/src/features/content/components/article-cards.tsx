import type { ContentItem } from '@halyard/shared';
import { RightOutline, SoundOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';

/** An official event: its cover, title, summary and day. */
export function EventCard({ item, onOpen }: { item: ContentItem; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="event-card" onClick={() => onOpen(item.id)} data-testid={`event-${item.id}`}>
      {item.cover && <img className="event-card__cover" src={item.cover} alt="" loading="lazy" decoding="async" />}
      <span className="event-card__body">
        <span className="event-card__badge">{t('content.eventBadge')}</span>
        <strong className="event-card__title">{item.title}</strong>
        {item.summary && <span className="event-card__summary">{item.summary}</span>}
        <time className="event-card__date" dateTime={item.publishedAt}>
          {formatDate(item.publishedAt)}
        </time>
      </span>
    </button>
  );
}

/** A bulletin or an FAQ answer in a list: a line with its title, summary and day. */
export function ArticleRow({ item, onOpen, icon = true }: { item: ContentItem; onOpen: (id: number) => void; icon?: boolean }) {
  return (
    <button type="button" className="article-row" onClick={() => onOpen(item.id)} data-testid={`article-${item.id}`}>
      {icon && (
        <span className="article-row__icon" aria-hidden="true">
          <SoundOutline />
        </span>
      )}
      <span className="article-row__text">
        <strong className="article-row__title">{item.title}</strong>
        {item.summary && <span className="article-row__summary">{item.summary}</span>}
        <time className="article-row__date" dateTime={item.publishedAt}>
          {formatDate(item.publishedAt)}
        </time>
      </span>
      <RightOutline className="article-row__chevron" aria-hidden="true" />
    </button>
  );
}

import { useArticles } from '../api/get-articles';
import { ArticleRow, EventCard } from './article-cards';
import { ListSkeleton, PagedList } from './paged-list';
import '../content.css';
import '../article.css';
import '../faq.css';
import '../content-search.css';

/** /officialInfo: the official events, newest first. */
export function OfficialList({ onOpen }: { onOpen: (id: number) => void }) {
  const query = useArticles('official');
  return <PagedList query={query} testId="official-list" placeholder={<ListSkeleton rows={2} withCover />} renderItem={(item) => <EventCard item={item} onOpen={onOpen} />} />;
}

/** /bulletinInfo: the announcements, newest first. */
export function BulletinList({ onOpen }: { onOpen: (id: number) => void }) {
  const query = useArticles('bulletin');
  return <PagedList query={query} testId="bulletin-list" renderItem={(item) => <ArticleRow item={item} onOpen={onOpen} />} />;
}

import { useParams } from 'react-router';
import { ArticleDetail } from '../../../features/content';

/** One page of an announcement, by the id in the address. */
export default function BulletinInfoDetailRoute() {
  const { id } = useParams();
  return <ArticleDetail kind="bulletin" id={Number(id)} />;
}

import { useParams } from 'react-router';
import { ArticleDetail } from '../../../features/content';

/** One page of an FAQ answer, by the id in the address. */
export default function ManualDetailDetailRoute() {
  const { id } = useParams();
  return <ArticleDetail kind="manual" id={Number(id)} />;
}

import { useParams } from 'react-router';
import { ArticleDetail } from '../../../features/content';

/** One page of an official event, by the id in the address. */
export default function OfficialInfoDetailRoute() {
  const { id } = useParams();
  return <ArticleDetail kind="official" id={Number(id)} />;
}

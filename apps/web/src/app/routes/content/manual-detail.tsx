import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { FaqList } from '../../../features/content';

/** /manualDetail: the FAQ, by topic. */
export default function ManualDetailRoute() {
  const navigate = useNavigate();
  return <FaqList onOpen={(id) => void navigate(paths.manualDetailDetail.replace(':id', String(id)))} />;
}

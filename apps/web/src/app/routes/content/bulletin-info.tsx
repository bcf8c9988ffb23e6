import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { BulletinList } from '../../../features/content';

/** /bulletinInfo: the announcements. */
export default function BulletinInfoRoute() {
  const navigate = useNavigate();
  return <BulletinList onOpen={(id) => void navigate(paths.bulletinInfoDetail.replace(':id', String(id)))} />;
}

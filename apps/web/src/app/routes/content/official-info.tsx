import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { OfficialList } from '../../../features/content';

/** /officialInfo: the official events. */
export default function OfficialInfoRoute() {
  const navigate = useNavigate();
  return <OfficialList onOpen={(id) => void navigate(paths.officialInfoDetail.replace(':id', String(id)))} />;
}

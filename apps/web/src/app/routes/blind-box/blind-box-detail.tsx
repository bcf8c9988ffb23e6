import { useRecordId } from '../assets/record-path';
import { paths } from '../../paths';
import { NotFoundState } from '../../../components/not-found-state';
import { OpeningDetail } from '../../../features/blind-box';

/** One opening (/blindBox/:id): its result, seeds, the table with the drawn row, and verification in the browser. */
export default function BlindBoxDetailRoute() {
  const id = useRecordId();
  if (id === undefined) return <NotFoundState backTo={paths.blindBox} />;
  return <OpeningDetail id={id} backTo={paths.blindBox} />;
}

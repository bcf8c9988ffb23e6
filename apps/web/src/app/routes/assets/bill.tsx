import { BillBook } from '../../../features/assets';

/** Bills: every balance change, filtered by account and type. */
export default function BillRoute() {
  return <BillBook />;
}

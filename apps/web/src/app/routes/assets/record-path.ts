import { generatePath, useParams } from 'react-router';
import { paths } from '../../paths';

type DetailRoute = 'transferRecordDetail' | 'topUpDetail' | 'withdrawalDetail';

/** Builds a record's detail address, e.g. /topUp/12. */
export function detailPathOf(route: DetailRoute): (id: number) => string {
  return (id) => generatePath(paths[route], { id: String(id) });
}

/** The :id of a detail page as a record id; undefined when it is not one. */
export function useRecordId(): number | undefined {
  const { id } = useParams();
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

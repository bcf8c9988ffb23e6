import { BalanceSummary, type BalancesState, type OverviewLinks } from './balance-summary';
import { useLiveBalances } from '../../../entities/account';

/** The assets tab: the member's balances, live through `user.balance`. */
export function BalanceOverview({ links }: { links: OverviewLinks }) {
  const query = useLiveBalances();
  const state: BalancesState = query.isSuccess
    ? { status: 'success', balances: query.data }
    : query.isError
      ? { status: 'error', error: query.error, retry: () => void query.refetch() }
      : { status: 'pending' };
  return <BalanceSummary state={state} links={links} />;
}

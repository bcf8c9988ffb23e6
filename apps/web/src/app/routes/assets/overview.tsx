import { paths } from '../../paths';
import { BalanceOverview } from '../../../features/assets';

/** The assets tab (kept alive): total, accounts, and the way to deposit, withdraw, transfer and bills. */
export default function OverviewRoute() {
  return <BalanceOverview links={{ deposit: paths.topUp, withdraw: paths.withdrawal, transfer: paths.transferRecord, bill: paths.bill }} />;
}

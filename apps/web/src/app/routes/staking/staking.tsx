import { ActionGate } from '../../action-gate';
import { paths } from '../../paths';
import { StakingPage } from '../../../features/web3';

/** The staking tab (kept alive): summary, plans and stakes in progress; each form behind its gate. */
export default function StakingRoute() {
  return <StakingPage gate={ActionGate} paths={{ records: paths.stakingRecord, transfer: paths.transferRecord }} />;
}

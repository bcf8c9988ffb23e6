import { useRecordId } from '../assets/record-path';
import { paths } from '../../paths';
import { NotFoundState } from '../../../components/not-found-state';
import { PoolDetail } from '../../../features/web3';

/** One plan's pool (/blockchain/:id, the plan's id): its figures, terms and the pool's rules. */
export default function BlockchainDetailRoute() {
  const id = useRecordId();
  if (id === undefined) return <NotFoundState backTo={paths.blockchain} />;
  return <PoolDetail planId={id} backTo={paths.blockchain} stakingPath={paths.staking} />;
}

import { generatePath } from 'react-router';
import { paths } from '../../paths';
import { BlockchainPage } from '../../../features/web3';

const poolDetail = (id: number) => generatePath(paths.blockchainDetail, { id: String(id) });

/** The WEB3.0 tab: the mining pool's figures, production, live rewards, entries and plans. */
export default function BlockchainRoute() {
  return <BlockchainPage paths={{ staking: paths.staking, records: paths.stakingRecord, blindBox: paths.blindBox, poolDetail }} />;
}

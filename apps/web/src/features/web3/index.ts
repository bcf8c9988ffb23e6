/** What the app layer may use from the WEB3.0 feature (staking plans and records, the mining pool). */
export { BlockchainPage, type BlockchainPaths } from './components/blockchain-page';
export { PoolDetail } from './components/pool-detail';
export type { ActionGateComponent } from './components/sheet';
export { StakeRecords } from './components/stake-list';
export { StakingPage, type StakingPaths } from './components/staking-page';

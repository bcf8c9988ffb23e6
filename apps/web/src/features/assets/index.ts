/** What the app layer may use from the assets feature (accounts and money movement). */
export { BalanceOverview } from './components/balance-overview';
export type { OverviewLinks } from './components/balance-summary';
export { BillBook } from './components/bill-book';
export { DepositArrivals } from './components/deposit-arrivals';
export { DepositDetail } from './components/deposit-detail';
export { DepositForm } from './components/deposit-form';
export { DepositList } from './components/deposit-list';
export { TransferDetail } from './components/transfer-detail';
export { TransferForm } from './components/transfer-form';
export { TransferList } from './components/transfer-list';
export { WithdrawalDetail } from './components/withdrawal-detail';
export { WithdrawalList } from './components/withdrawal-list';

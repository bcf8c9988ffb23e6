/** What the app layer may use from the contract feature. */
export { ContractOrderForm } from './components/contract-order-form';
export { ContractOrders } from './components/contract-orders';

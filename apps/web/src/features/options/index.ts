/** What the app layer may use from the options feature. */
export { OptionForm } from './components/option-form';
export { OptionOrders } from './components/option-orders';
export { PriceChart } from './components/price-chart';

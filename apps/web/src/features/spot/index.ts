/** What the app layer may use from the spot feature. */
export { SpotOrderForm } from './components/spot-order-form';
export { SpotOrders } from './components/spot-orders';

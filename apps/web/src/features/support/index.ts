/** What the app layer may use from the support feature. */
export { CustomerService } from './components/customer-service';
export { SupportButton } from './components/support-button';
export { SupportInbox } from './components/support-inbox';

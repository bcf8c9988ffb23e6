/** What the app layer may use from the messages feature. */
export { AlertToasts } from './components/alert-toasts';
export { MessageBell } from './components/message-bell';
export { MessageCenter } from './components/message-center';
export { NotificationSettings } from './components/notification-settings';
export { PromptPopup } from './components/prompt-popup';

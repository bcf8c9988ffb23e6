/** What the app layer may use from the messages feature. */
export { MessageBell } from './components/message-bell';
export { MessageCenter } from './components/message-center';
export { PromptPopup } from './components/prompt-popup';

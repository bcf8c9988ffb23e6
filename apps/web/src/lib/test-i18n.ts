import messagesEnUs from '../locales/en_US.json';
import { i18n, setMessagesForTests } from './i18n';

/** English messages loaded at once, for tests that read what the user would see. */
export function englishForTests(): Promise<typeof i18n> {
  setMessagesForTests('en_US', messagesEnUs);
  return Promise.resolve(i18n);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import messagesEnUs from '../locales/en_US.json';

/** English messages loaded at once, for tests that read what the user would see. */
export async function englishForTests() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en_US',
      resources: { en_US: { translation: messagesEnUs } },
      interpolation: { escapeValue: false },
    });
  }
  return i18next;
}

import type { Locale } from '@halyard/shared';
import newsdeDE from './de_DE/news.json' with { type: 'json' };
import faqdeDE from './de_DE/faq.json' with { type: 'json' };
import documentsdeDE from './de_DE/documents.json' with { type: 'json' };
import newsenUS from './en_US/news.json' with { type: 'json' };
import faqenUS from './en_US/faq.json' with { type: 'json' };
import documentsenUS from './en_US/documents.json' with { type: 'json' };
import newsesES from './es_ES/news.json' with { type: 'json' };
import faqesES from './es_ES/faq.json' with { type: 'json' };
import documentsesES from './es_ES/documents.json' with { type: 'json' };
import newsfrFR from './fr_FR/news.json' with { type: 'json' };
import faqfrFR from './fr_FR/faq.json' with { type: 'json' };
import documentsfrFR from './fr_FR/documents.json' with { type: 'json' };
import newsjaJP from './ja_JP/news.json' with { type: 'json' };
import faqjaJP from './ja_JP/faq.json' with { type: 'json' };
import documentsjaJP from './ja_JP/documents.json' with { type: 'json' };
import newskoKR from './ko_KR/news.json' with { type: 'json' };
import faqkoKR from './ko_KR/faq.json' with { type: 'json' };
import documentskoKR from './ko_KR/documents.json' with { type: 'json' };
import newsruRU from './ru_RU/news.json' with { type: 'json' };
import faqruRU from './ru_RU/faq.json' with { type: 'json' };
import documentsruRU from './ru_RU/documents.json' with { type: 'json' };
import newstrTR from './tr_TR/news.json' with { type: 'json' };
import faqtrTR from './tr_TR/faq.json' with { type: 'json' };
import documentstrTR from './tr_TR/documents.json' with { type: 'json' };
import newsviVN from './vi_VN/news.json' with { type: 'json' };
import faqviVN from './vi_VN/faq.json' with { type: 'json' };
import documentsviVN from './vi_VN/documents.json' with { type: 'json' };
import newszhTW from './zh_TW/news.json' with { type: 'json' };
import faqzhTW from './zh_TW/faq.json' with { type: 'json' };
import documentszhTW from './zh_TW/documents.json' with { type: 'json' };

/** One language's text of an item; `content` is its HTML, one block a line. */
export interface SeedText {
  title: string;
  summary?: string;
  content?: string[];
}

type SeedTexts = Record<string, SeedText>;

/** Every seeded text, by language and slug (one folder per language, one file per kind of content). */
export const SEED_TEXTS: Record<Locale, SeedTexts> = {
  de_DE: { ...newsdeDE, ...faqdeDE, ...documentsdeDE },
  en_US: { ...newsenUS, ...faqenUS, ...documentsenUS },
  es_ES: { ...newsesES, ...faqesES, ...documentsesES },
  fr_FR: { ...newsfrFR, ...faqfrFR, ...documentsfrFR },
  ja_JP: { ...newsjaJP, ...faqjaJP, ...documentsjaJP },
  ko_KR: { ...newskoKR, ...faqkoKR, ...documentskoKR },
  ru_RU: { ...newsruRU, ...faqruRU, ...documentsruRU },
  tr_TR: { ...newstrTR, ...faqtrTR, ...documentstrTR },
  vi_VN: { ...newsviVN, ...faqviVN, ...documentsviVN },
  zh_TW: { ...newszhTW, ...faqzhTW, ...documentszhTW },
};

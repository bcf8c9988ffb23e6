import type { Locale } from '@halyard/shared';
import enUS from 'antd-mobile/es/locales/en-US';
import { useEffect, useState } from 'react';
import { useTranslation } from './i18n';

type AntdLocale = typeof enUS;

/** antd-mobile's own texts (pull-to-refresh, infinite scroll, pickers) in our language, loaded on demand. */
const antdLocales: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  de_DE: () => import('antd-mobile/es/locales/de-DE'),
  en_US: () => Promise.resolve({ default: enUS }),
  es_ES: () => import('antd-mobile/es/locales/es-ES'),
  fr_FR: () => import('antd-mobile/es/locales/fr-FR'),
  ja_JP: () => import('antd-mobile/es/locales/ja-JP'),
  ko_KR: () => import('antd-mobile/es/locales/ko-KR'),
  ru_RU: () => import('antd-mobile/es/locales/ru-RU'),
  tr_TR: () => import('antd-mobile/es/locales/tr-TR'),
  vi_VN: () => import('antd-mobile/es/locales/vi-VN'),
  zh_TW: () => import('antd-mobile/es/locales/zh-TW'),
};

export function useAntdLocale(): AntdLocale {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<AntdLocale>(enUS);
  useEffect(() => {
    let current = true;
    const load = antdLocales[i18n.language as Locale] ?? antdLocales.en_US;
    void load().then((module) => {
      if (current) setLocale(module.default);
    });
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return locale;
}

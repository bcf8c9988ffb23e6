import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messagesDeDe from '../locales/de_DE.json';
import messagesEnUs from '../locales/en_US.json';
import messagesKoKr from '../locales/ko_KR.json';
import { changeLocale, currentLanguageTag, i18n, initI18n, setMessagesForTests, useTranslation, type MessageKey } from './i18n';
import { readStored } from './storage';

function Greeting() {
  const { t, i18n: shown } = useTranslation();
  return (
    <p data-testid="greeting" lang={shown.language}>
      {t('session.loginInfo')} / {t('menu.system.themeValue', { value: 'Dark' })}
    </p>
  );
}

describe('messages', () => {
  beforeEach(() => setMessagesForTests('en_US', messagesEnUs));
  afterEach(() => vi.unstubAllGlobals());

  it('fills every placeholder, numbers included, and keeps one it was not given', () => {
    expect(i18n.t('menu.system.themeValue', { value: 'Dark' })).toBe('Theme: Dark');
    expect(i18n.t('blindBox.verify.rollStep', { digits: 'a3f', value: 12 })).toBe('Roll a3f ÷ 16^13 = 12');
    expect(i18n.t('blindBox.verify.rollStep', { digits: 'a3f' })).toBe('Roll a3f ÷ 16^13 = {{value}}');
  });

  it('reads an unknown key, or a key naming a group, as the key itself', () => {
    expect(i18n.t('no.such.message' as MessageKey)).toBe('no.such.message');
    expect(i18n.t('session' as MessageKey)).toBe('session');
  });

  it('switches language once the catalogue has arrived, re-rendering what is on screen', async () => {
    const fetchCatalogue = vi.fn(() => Promise.resolve(new Response(JSON.stringify(messagesDeDe))));
    vi.stubGlobal('fetch', fetchCatalogue);
    render(<Greeting />);
    expect(screen.getByTestId('greeting').textContent).toBe('Please log in first / Theme: Dark');

    await act(() => changeLocale('de_DE'));
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('greeting').textContent).toBe(`${messagesDeDe.session.loginInfo} / ${messagesDeDe.menu.system.themeValue.replace('{{value}}', 'Dark')}`);
    expect(screen.getByTestId('greeting').getAttribute('lang')).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(currentLanguageTag()).toBe('de-DE');
    expect(readStored('web3Lang')).toBe('de_DE');

    await act(() => changeLocale('de_DE'));
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
  });

  it('stays in the language in use when a catalogue cannot be fetched, and fetches it again next time', async () => {
    const fetchCatalogue = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    vi.stubGlobal('fetch', fetchCatalogue);
    await expect(changeLocale('ja_JP')).rejects.toThrow('503');
    expect(i18n.language).toBe('en_US');
    expect(i18n.t('session.loginInfo')).toBe('Please log in first');
    await expect(changeLocale('ja_JP')).rejects.toThrow('503');
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
  });

  it('starts in the language asked for at once, so the first requests ask in it, and speaks it once its messages arrive', async () => {
    window.history.replaceState(null, '', '/home?lang=ko_KR');
    let arrive: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (arrive = resolve))));
    const ready = initI18n();
    expect(currentLanguageTag()).toBe('ko-KR');
    expect(readStored('web3Lang')).toBe('ko_KR');
    arrive(new Response(JSON.stringify(messagesKoKr)));
    await ready;
    expect(i18n.t('session.loginInfo')).toBe(messagesKoKr.session.loginInfo);
    window.history.replaceState(null, '', '/');
  });
});

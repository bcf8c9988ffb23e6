// A server message's figures in the caller's language, by the formatter the web uses for its own text.
import deApi from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { localizeParams, translate } from './translate.js';

describe('figures in server messages', () => {
  it('writes decimal-text figures the language way, trailing zeros dropped', () => {
    expect(translate('de_DE', 'depositAboveMaximum', { max: '78.74000000', coin: 'BTC' })).toBe('Die Einzahlung darf nicht mehr als 78,74 BTC betragen');
    expect(translate('en_US', 'depositAboveMaximum', { max: '78.74000000', coin: 'BTC' })).toBe('The deposit cannot be more than 78.74 BTC');
    expect(translate('ru_RU', 'stopLossBelow', { price: '88966.63' })).toContain('88\u00a0966,63');
    expect(translate('fr_FR', 'stakeAboveMaximum', { max: '50000' })).toContain('50\u202f000');
    expect(deApi.depositAboveMaximum).toContain('{max}');
  });

  it('leaves counts, names and codes as they are', () => {
    expect(localizeParams('de_DE', { width: 20000, max: 4096, who: '1234', address: '0x12', field: 'Betrag', min: '5' })).toEqual({
      width: 20000,
      max: 4096,
      who: '1234',
      address: '0x12',
      field: 'Betrag',
      min: '5',
    });
    expect(translate('de_DE', 'imageDimensionsTooLarge', { width: 20000, height: 20000, max: 4096 })).toContain('20000×20000');
  });
});

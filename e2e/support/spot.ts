import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId, en } from './app.js';
import { text } from './contract.js';

/** The spot form as filled in: sends it, reads every line of the confirmation sheet, confirms. */
export async function confirmSpotOrder(page: Page): Promise<Record<string, string>> {
  await byTestId(page, 'spot-submit').click();
  const sheet = byTestId(page, 'spot-confirm');
  await sheet.waitFor({ state: 'visible' });
  expect(await sheet.innerText()).toContain(en.spot.confirm.title);
  const shown: Record<string, string> = {};
  for (const key of ['pair', 'side', 'type', 'price', 'amount', 'total', 'fee', 'net']) {
    shown[key] = await text(page, `spot-confirm-details-${key}`);
  }
  await byTestId(page, 'spot-confirm-submit').click();
  await sheet.waitFor({ state: 'detached' });
  return shown;
}

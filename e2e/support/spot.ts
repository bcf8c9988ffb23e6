import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId, en, recordedToasts } from './app.js';
import { detailsAtOnce } from './contract.js';

/** The spot form as filled in: sends it, reads every line of the confirmation sheet, confirms. */
export async function confirmSpotOrder(page: Page): Promise<Record<string, string>> {
  await byTestId(page, 'spot-submit').click();
  const sheet = byTestId(page, 'spot-confirm');
  await sheet.waitFor({ state: 'visible' });
  expect(await sheet.innerText()).toContain(en.spot.confirm.title);
  // Read at one instant: a market order's price, total and fee follow the index, which moves every second.
  const shown = await detailsAtOnce(page, 'spot-confirm-details', ['pair', 'side', 'type', 'price', 'amount', 'total', 'fee', 'net']);
  // The toast this order brings is the only one recorded from here.
  await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts?.splice(0));
  await byTestId(page, 'spot-confirm-submit').click();
  await sheet.waitFor({ state: 'detached' });
  return shown;
}

/** A toast shown since `recordToasts` (toasts last 1 s: a busy machine may show and hide one between two looks). */
export async function expectRecordedToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => recordedToasts(page), { timeout: 10_000 }).toContain(text);
}

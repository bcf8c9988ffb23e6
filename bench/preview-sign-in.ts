import type { Page } from 'playwright-core';

/**
 * Signs the demo account in on `page` through the preview wallet (the header's login, then the
 * mock sign dialog): the token stays in that browser's storage for the pages measured next.
 */
export async function signInWithPreviewWallet(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/home`);
  await page.click('[data-testid=header-login]');
  await page.click('[data-testid=preview-confirm]');
  await page.waitForSelector('[data-testid=header-address]');
}

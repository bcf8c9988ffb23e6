import { contractFee, contractSize, formatSignedAmount, positionNetPnl, unrealisedPnl, type ContractRow, type MemberMessagePage, type PushPayload } from '@halyard/shared';
import Decimal from 'decimal.js';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANY_HEADER, byTestId, en, open } from './support/app.js';
import { LIVE_WAIT_MS } from './support/global-setup.js';
import { callApi, depositNoticeShown, freshKey, memberPhone, operatorPhone } from './support/member.js';
import { fill } from './support/messages.js';
import { launchChromium } from './support/chromium.js';
import { lastPrice, pinPrice } from './support/feed.js';
import { openPhone, phoneSuite, screenshotsInThemes } from './support/phone.js';

/**
 * Alerts (issue 33) in the browser: the service worker shows a Web Push as a notification that
 * opens its record (pushed over CDP, as a push service would; headless Chromium reaches no real
 * push service, so no real subscription here), the member's choice of alerts to push is kept
 * with the account, and a stop loss that fires while the member is on /home shows as a toast and
 * in the message center.
 */
const suite = phoneSuite();

function payload(messageId: number): PushPayload {
  return {
    messageId,
    kind: 'contractStopLoss',
    alert: 'positionClosed',
    params: { pair: 'btcusdt', side: 'buy', size: '0.01', price: '87000', pnl: '-10', fee: '0.87', netPnl: '-11.74', coin: 'USDT' },
    title: 'Stop loss triggered',
    body: 'Net PnL -11.74 USDT',
    url: '/trade?mode=contract&order=12',
  };
}

/** The app's worker registration, as CDP names it (its id is what deliverPushMessage takes). */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return registrationId;
}

/** The notifications the worker shows now: title, body, tag and the url it opens. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({ title: notification.title, body: notification.body, tag: notification.tag, data: notification.data as unknown, icon: notification.icon }));
  });
}

describe('alerts', () => {
  it('shows a push as a notification that opens its record, once per message, and none while the app is in front', async () => {
    // The headless shell refuses notifications whatever is granted: this test drives the full browser.
    const browser = await launchChromium({ fullBrowser: true });
    try {
      const phone = await openPhone(browser, undefined, { serviceWorkers: 'allow' });
      const { page, context } = phone;
      const origin = new URL(phone.url('/')).origin;
      await context.grantPermissions(['notifications'], { origin });
      await page.goto('/home');
      await page.waitForSelector(ANY_HEADER);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
      const cdp = await context.newCDPSession(page);
      const registrationId = await workerRegistration(cdp, origin);
      const deliver = (messageId: number) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload(messageId)) });

      // The app is visible and focused: the page shows its own toast, the worker no notification.
      expect(await page.evaluate(() => [document.visibilityState, document.hasFocus()])).toEqual(['visible', true]);
      await deliver(40);
      // No page of the app is open: the push is a notification; the same message again replaces it (one tag per message).
      await page.goto('about:blank');
      await deliver(41);
      await deliver(41);
      const reader = await context.newPage();
      await reader.goto(phone.url('/home'));
      await expect
        .poll(() => shownNotifications(reader), { timeout: 10_000 })
        .toEqual([{ title: 'Stop loss triggered', body: 'Net PnL -11.74 USDT', tag: 'message-41', data: { url: '/trade?mode=contract&order=12' }, icon: `${origin}/icons/icon-192.png` }]);
      expect(phone.errors).toEqual([]);
      await cdp.detach();
    } finally {
      await browser.close();
    }
  });

  it('keeps the alerts to push with the account, across a reload, from the message center', async () => {
    const phone = await memberPhone(suite, freshKey('alert kinds'));
    const { page } = phone;
    await open(page, '/messages');
    await byTestId(page, 'messages-settings').click();
    await page.waitForURL((url) => url.pathname === '/settings/notifications');
    const kinds = byTestId(page, 'push-kinds');
    await kinds.waitFor({ state: 'visible' });
    expect(await byTestId(page, 'push-kind-marginWarning').innerText()).toContain(en.alerts.kind.marginWarning.hint);
    const switchOf = (kind: string) => byTestId(page, `push-kind-${kind}-switch`);
    expect(await switchOf('marginWarning').getAttribute('aria-checked')).toBe('true');
    expect(await switchOf('orderFilled').getAttribute('aria-checked')).toBe('true');

    for (const kind of ['marginWarning', 'orderFilled']) {
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/member/push/kinds') && response.request().method() === 'PUT');
      await switchOf(kind).click();
      expect((await saved).status()).toBe(200);
    }
    await screenshotsInThemes(phone, 'alerts-settings');

    await page.reload();
    await kinds.waitFor({ state: 'visible' });
    const states = await Promise.all(['positionClosed', 'orderFilled', 'optionSettled', 'marginWarning'].map((kind) => switchOf(kind).getAttribute('aria-checked')));
    expect(states).toEqual(['true', 'false', 'true', 'false']);
  });

  it('shows a toast on /home when a stop loss closes the position, and the message center lists it with its record', { timeout: 120_000 }, async () => {
    const phone = await memberPhone(suite, freshKey('alert stop loss'));
    const { page } = phone;
    const deposit = await callApi<{ id: number }>(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '100', txHash: `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}` });
    expect(deposit.code).toBe(200);
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const operator = await operatorPhone(browser);
    expect((await callApi(operator.page, 'POST', `/admin/deposits/${deposit.data.id}/approve`)).code).toBe(200);
    await operator.close();
    await depositNoticeShown(page);
    await open(page, '/home');

    // A 10x long of 20 USDT opened at the pinned index; its stop loss 25 under it; the index pinned 40 under it crosses the stop.
    const { price: entry } = await pinPrice('btcusdt', (await lastPrice('btcusdt')).toDecimalPlaces(0, Decimal.ROUND_DOWN));
    const placed = await callApi<ContractRow>(page, 'POST', '/member/ContractRecord/add', { pair: 'btcusdt', side: 'long', priceType: 'market', margin: '20', leverage: 10 });
    expect(placed.code, placed.msg).toBe(200);
    const id = placed.data.id;
    const record = async () => (await callApi<ContractRow>(page, 'GET', `/member/ContractRecord/${id}`)).data;
    const size = contractSize('20', 10, entry, 6);
    const decimal = (value: string | null) => new Decimal(value ?? 'NaN').toFixed();
    const opened = await record();
    expect([opened.status, decimal(opened.openPrice), decimal(opened.size)]).toEqual(['open', entry.toFixed(), size.toFixed()]);
    const stopLoss = entry.minus(25);
    expect((await callApi(page, 'PUT', `/member/ContractRecord/editInOrOut?id=${id}&stopLoss=${stopLoss.toFixed()}`)).code).toBe(200);
    const toast = page.locator('[data-testid^="alert-toast-"]').filter({ hasText: en.messages.kind.contractStopLoss.title });
    const toastShown = toast.waitFor({ state: 'visible', timeout: LIVE_WAIT_MS }).then(async () => ({ text: await toast.innerText(), tone: await toast.getAttribute('data-tone') }));
    toastShown.catch(() => undefined);
    await pinPrice('btcusdt', entry.minus(40));
    await expect.poll(async () => (await record()).status, { timeout: LIVE_WAIT_MS }).toBe('closed');

    // Closed at the stop's own price: the loss of 25 a coin on the size, less the 0.05 % fee each way.
    const pnl = unrealisedPnl('long', size, entry, stopLoss);
    const net = positionNetPnl({ liquidated: false, margin: '20', pnl, openFee: contractFee('200', '0.0005'), closeFee: contractFee(size.times(stopLoss), '0.0005') });
    const closed = await record();
    expect([closed.closeReason, decimal(closed.closePrice), decimal(closed.netPnl)]).toEqual(['stopLoss', stopLoss.toFixed(), net.toFixed()]);
    const [message] = (await callApi<MemberMessagePage>(page, 'GET', '/member/message/listH5?pageNum=1&pageSize=5')).data.rows;
    expect(message).toMatchObject({ kind: 'contractStopLoss', refType: 'contract', refId: String(id) });
    expect(decimal(message?.params.netPnl ?? null)).toBe(net.toFixed());
    // The toast says the net result in red.
    const netText = fill(en.messages.netPnl, { amount: formatSignedAmount(net.toFixed()) });
    expect(await toastShown).toEqual({ text: `${en.messages.kind.contractStopLoss.title}\n${netText}`, tone: 'loss' });
    expect(new URL(page.url()).pathname).toBe('/home');
    await phone.screenshot('alerts-stop-loss-toast');

    await open(page, '/messages');
    const row = byTestId(page, `message-${message?.id ?? 0}`);
    await row.waitFor({ state: 'visible', timeout: LIVE_WAIT_MS });
    expect(await row.innerText()).toContain(netText);
    await row.locator('.message-row__head').click();
    await row.getByText(en.messages.viewRecord).click();
    await page.waitForURL((url) => url.pathname === '/trade' && url.searchParams.get('mode') === 'contract' && url.searchParams.get('order') === String(id));
  });
});

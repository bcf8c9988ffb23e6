import { DEFAULT_PRODUCT_TERMS, PRODUCT_TERMS, type ProductTermsView } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems, overlaysSettled } from './support/accessibility.js';
import { byTestId, en, expectToast, open } from './support/app.js';
import { callApi, freshKey, memberPhone, operatorPhone } from './support/member.js';
import { phoneSuite, screenshotsInThemes, type Phone } from './support/phone.js';
import { addressOfKey, OPERATOR_TEST_KEY } from './support/wallet.js';
import { fill } from './support/messages.js';

/**
 * The console's products section end to end: the admin (the operator wallet) sees the default
 * terms, is stopped in the form from a maintenance rate that 100x would liquidate at once, then
 * sets the contract's levels to 3x 10x 25x at a 0.0008 fee and adds a 45 s option period paying
 * 50 %, each after a confirmation of before and after; a member is then offered those levels and
 * that period. The defaults are put back at the end, whatever happened: the other specs share the
 * server and expect them.
 */
const suite = phoneSuite();

const screenshots = (phone: Phone, name: string) => screenshotsInThemes(phone, `console-products-${name}`, { desktop: true });

async function levelsShown(page: Page): Promise<string[]> {
  return page.locator('[data-testid="terms-levels"] [data-testid^="terms-level-"]:not(button)').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

async function typeInto(page: Page, testId: string, value: string): Promise<void> {
  await byTestId(page, testId).locator('input').fill(value);
}

/** Saves a card after its confirmation, whose lines of change (field: before -> after) it answers. */
async function saveCard(page: Page, product: string): Promise<Record<string, string>> {
  await byTestId(page, `terms-${product}-save`).click();
  const changes = byTestId(page, `terms-${product}-changes`);
  await changes.waitFor({ state: 'visible' });
  // The dialog and its mask fade in: read and check them once fully there.
  await overlaysSettled(page);
  const lines: Record<string, string> = {};
  for (const line of await changes.locator('li').all()) lines[(await line.getAttribute('data-field')) ?? ''] = (await line.innerText()).replace(/\s+/g, ' ');
  return lines;
}

async function confirmSave(page: Page): Promise<void> {
  await page.locator('.adm-dialog-button', { hasText: en.console.products.save }).click();
  await expectToast(page, en.console.saved);
}

describe('the console products section', () => {
  it('lets the admin change the contract levels and fee and add an option period, which members are then offered', async () => {
    const member = await memberPhone(suite, freshKey('products member'));
    const browser = member.context.browser();
    if (!browser) throw new Error('no browser');
    const admin = await operatorPhone(browser, '/admin?section=products');
    const { page } = admin;
    try {
      await page.locator('[data-testid="console-panel"][data-section="products"]').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'console-section-products').getAttribute('aria-current')).toBe('page');
      expect(await byTestId(page, 'console-section-products').innerText()).toBe(en.console.section.products);
      expect(await byTestId(page, 'products-note').innerText()).toBe(en.console.products.note);

      // The defaults, untouched so far.
      await byTestId(page, 'terms-contract').waitFor({ state: 'visible' });
      for (const product of PRODUCT_TERMS) {
        expect(await byTestId(page, `terms-${product}-changed`).getAttribute('data-defaults')).toBe('true');
        expect(await byTestId(page, `terms-${product}-changed`).innerText()).toBe(en.console.products.defaults);
      }
      expect(await levelsShown(page)).toEqual(['terms-level-5', 'terms-level-10', 'terms-level-20', 'terms-level-50', 'terms-level-100']);
      const periods = await page.locator('[data-testid$="-seconds"][data-testid^="terms-period-"] input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(periods).toEqual(['30', '60', '120', '300']);
      expect(await byTestId(page, 'terms-contract-feeRate').locator('input').inputValue()).toBe('0.0005');
      expect(await byTestId(page, 'terms-funds-withdrawalFeeUsdt').locator('input').inputValue()).toBe('1');
      const problems = await accessibilityProblems(page, 'products desk');
      await screenshots(admin, 'desk');

      // A maintenance rate at 1/100 or above would liquidate a 100x position at once: refused in the form.
      await typeInto(page, 'terms-contract-maintenanceMarginRate', '0.02');
      await byTestId(page, 'terms-contract-save').click();
      expect(await byTestId(page, 'terms-contract-problem').innerText()).toBe(fill(en.console.products.problem.maintenanceTooHigh, { max: '0.01', leverage: '100' }));
      expect(await byTestId(page, 'terms-contract-maintenanceMarginRate').locator('input').getAttribute('aria-invalid')).toBe('true');
      await byTestId(page, 'terms-contract-changes').waitFor({ state: 'detached' });
      await typeInto(page, 'terms-contract-maintenanceMarginRate', '0.005');
      await byTestId(page, 'terms-contract-problem').waitFor({ state: 'detached' });

      // Levels 3x 10x 25x (a level listed twice is refused), at a 0.0008 fee, shown also as a percentage.
      for (const level of [5, 20, 50, 100]) await byTestId(page, `terms-level-remove-${level}`).click();
      await typeInto(page, 'terms-level-input', '10');
      await byTestId(page, 'terms-level-add').click();
      expect(await byTestId(page, 'terms-contract-problem').innerText()).toBe(en.console.products.problem.levelDuplicate);
      await typeInto(page, 'terms-level-input', '25');
      await byTestId(page, 'terms-level-input').locator('input').press('Enter');
      await typeInto(page, 'terms-level-input', '3');
      await byTestId(page, 'terms-level-add').click();
      expect(await levelsShown(page)).toEqual(['terms-level-3', 'terms-level-10', 'terms-level-25']);
      await typeInto(page, 'terms-contract-feeRate', '0.0008');
      expect(await byTestId(page, 'terms-contract-feeRate').locator('xpath=..').innerText()).toContain(fill(en.console.products.asPercent, { percent: '0.08' }));
      const contractChanges = await saveCard(page, 'contract');
      expect(contractChanges).toEqual({
        leverages: `${en.console.products.field.leverages} 5x, 10x, 20x, 50x, 100x → 3x, 10x, 25x`,
        feeRate: `${en.console.products.field.feeRate} 0.0005 (0.05 %) → 0.0008 (0.08 %)`,
      });
      expect(await byTestId(page, 'terms-contract-confirm').innerText()).toContain(en.console.products.note);
      problems.push(...(await accessibilityProblems(page, 'products confirmation')));
      await screenshots(admin, 'confirm');
      await confirmSave(page);
      const operatorAddress = addressOfKey(OPERATOR_TEST_KEY).toLowerCase();
      await expect.poll(() => byTestId(page, 'terms-contract-changed').getAttribute('data-defaults')).toBe('false');
      expect(await byTestId(page, 'terms-contract-changed').innerText()).toContain(`${operatorAddress.slice(0, 6)}...${operatorAddress.slice(-4)}`);
      expect(await levelsShown(page)).toEqual(['terms-level-3', 'terms-level-10', 'terms-level-25']);

      // A 45 s period paying 50 %: it takes its place in order once saved.
      await byTestId(page, 'terms-period-add').click();
      await typeInto(page, 'terms-period-4-seconds', '45');
      await typeInto(page, 'terms-period-4-rate', '0.5');
      expect(await byTestId(page, 'terms-period-4').innerText()).toContain(fill(en.console.products.asPercent, { percent: '50' }));
      const optionChanges = await saveCard(page, 'options');
      expect(Object.keys(optionChanges)).toEqual(['periods']);
      expect(optionChanges.periods).toContain('→ 30 s · 10 %, 45 s · 50 %, 60 s · 15 %');
      await confirmSave(page);
      await expect.poll(() => byTestId(page, 'terms-options-changed').getAttribute('data-defaults')).toBe('false');
      expect(await byTestId(page, 'terms-period-1-seconds').locator('input').inputValue()).toBe('45');
      expect(await byTestId(page, 'terms-funds-changed').getAttribute('data-defaults')).toBe('true');
      await screenshots(admin, 'saved');
      // Nothing changed: nothing to confirm.
      await byTestId(page, 'terms-funds-save').click();
      expect(await byTestId(page, 'terms-funds-problem').innerText()).toBe(en.console.products.nothingChanged);
      await byTestId(page, 'terms-funds-confirm').waitFor({ state: 'detached' });

      // The audit log has the change, its levels as text.
      await byTestId(page, 'console-section-audit').click();
      await byTestId(page, 'audit-action-terms.').click();
      const newest = page.locator('[data-testid^="audit-row-"][data-action="terms.set"]').first();
      await newest.waitFor({ state: 'visible' });
      expect(await newest.innerText()).toContain(`${en.console.action.termsSet} · ${en.console.products.card.options}`);
      const contractRow = page.locator('[data-testid^="audit-row-"][data-action="terms.set"]', { hasText: en.console.products.card.contract }).first();
      expect((await contractRow.locator('[data-field="leverages"]').innerText()).replace(/\s+/g, ' ')).toContain('5x, 10x, 20x, 50x, 100x → 3x, 10x, 25x');

      // The member is offered the new levels and the new period.
      const levels = await callApi<{ rows: { leverage: number }[] }>(member.page, 'GET', '/member/ContractLevel/listH5');
      expect(levels.data.rows.map((row) => row.leverage)).toEqual([3, 10, 25]);
      const config = await callApi<{ contractFeeRate: string }>(member.page, 'GET', '/member/financeConfig/listH5');
      expect(config.data.contractFeeRate).toBe('0.0008');
      await open(member.page, '/trade?mode=contract');
      await byTestId(member.page, 'contract-leverage').waitFor({ state: 'visible' });
      const offered = await member.page.locator('[data-testid="contract-leverage"] [data-testid^="contract-leverage-"][role="radio"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
      expect(offered).toEqual(['contract-leverage-3', 'contract-leverage-10', 'contract-leverage-25']);
      await open(member.page, '/option');
      await byTestId(member.page, 'option-period-45').waitFor({ state: 'visible' });
      expect(await byTestId(member.page, 'option-period-45').innerText()).toContain('+50.00%');

      expect(problems).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      // Back to the defaults, as the other specs expect them.
      for (const product of PRODUCT_TERMS) {
        const restored = await callApi<ProductTermsView>(page, 'PUT', `/admin/terms/${product}`, DEFAULT_PRODUCT_TERMS[product]);
        expect(restored.code).toBe(200);
      }
      expect((await callApi<ProductTermsView>(page, 'GET', '/admin/terms')).data.terms).toEqual(DEFAULT_PRODUCT_TERMS);
      await admin.close();
    }
    // Two browsers sign in one after another, and twelve screenshots: more than the default minute on a busy machine.
  }, 150_000);
});

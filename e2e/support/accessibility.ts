import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Waits for the drawer, sheets and dialogs to finish fading in or out (react-spring, inline
 * styles): one caught half-faded has colours of neither state, and axe would read its contrast as
 * 1:1. An overlay left at opacity 0 (a sheet closed on a page kept alive in the background) is
 * invisible and not waited for; one that has not settled in 5 s is not fading, and axe reads it.
 */
export async function overlaysSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('.adm-mask, .adm-popup-body, .adm-center-popup-wrap'))
          .filter((element) => getComputedStyle(element).display !== 'none')
          .every((element) => ['0', '1'].includes(getComputedStyle(element).opacity)),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/**
 * Every rule axe has, those off by default too (best practices, AAA's, the experimental ones such
 * as label-content-name-mismatch, target-size), but AAA's 7:1 contrast: the app aims at AA's 4.5:1,
 * and 7:1 would take a new palette, brand blue and the rise and fall colours included.
 */
const SKIPPED_RULE = 'color-contrast-enhanced';

/**
 * axe-core run in the page itself, put there once per document: the app moves between routes
 * without reloading, so one copy serves every route of a test. 0.15–0.3 s a page here, against
 * 1.8 s through @axe-core/playwright, which puts axe in again on every call and finishes each
 * run in a new blank page (for frames from other origins, which the app does not have).
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate((skippedRule) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const rules = Object.fromEntries(inPage.getRules().map(({ ruleId }) => [ruleId, { enabled: ruleId !== skippedRule }]));
    return inPage.run(document, { rules, resultTypes: ['violations'] }).then((found) => found.violations);
  }, SKIPPED_RULE);
}

/** axe on the page as it is now; the serious and critical violations, each with where it was seen. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A toast fading in or out has colours of neither state: check the page once it has gone, and
  // again if one came while axe was reading (a late answer's toast), once that one has gone too.
  const toast = page.locator('.adm-toast-mask');
  const analyze = async () => {
    await toast.waitFor({ state: 'hidden' });
    await overlaysSettled(page);
    return axeViolations(page);
  };
  const caughtToast = (violations: axe.Result[]) =>
    violations.some((violation) => violation.nodes.some((node) => /adm-toast|adm-auto-center/.test(node.target.join(' '))));
  let violations = await analyze();
  if (caughtToast(violations) || (await toast.isVisible())) violations = await analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help} at ${nodes.join(' | ')}`;
    });
}

/**
 * Things a finger can press that a keyboard cannot reach: shown, with a pointer cursor, and not a
 * link, button, form field or [tabindex] element, nor inside one. axe does not see these (a div
 * with a click handler looks like any div); a page must have none.
 */
export async function unreachableControls(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const focusable = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])';
    const isPressable = (element: Element) => getComputedStyle(element).cursor === 'pointer';
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const describe = (element: Element) => {
      const id = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}.${Array.from(element.classList).join(".")} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => isPressable(element) && shown(element))
      .filter((element) => !element.closest('[aria-hidden="true"], [inert], .adm-mask'))
      .filter((element) => !element.closest(focusable))
      // The outermost only: its children inherit the cursor.
      .filter((element) => !(element.parentElement && isPressable(element.parentElement) && !element.parentElement.closest(focusable)))
      .map(describe);
  });
  return found.map((element) => `${where}: not reachable by keyboard: ${element}`);
}

/** Both checks at once. */
export async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  return [...(await seriousViolations(page, where)), ...(await unreachableControls(page, where))];
}

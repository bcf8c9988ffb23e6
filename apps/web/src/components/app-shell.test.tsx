import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** AppShell as the app loads it: the module reads index.html's shell once, when it is first imported. */
async function appShellOver(indexShell: string) {
  document.body.innerHTML = `<div id="root">${indexShell}</div>`;
  vi.resetModules();
  const { AppShell } = await import('./app-shell');
  // React's root then replaces index.html's shell.
  document.body.innerHTML = '';
  return render(<AppShell />);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app shell React draws until the first page is ready', () => {
  it('keeps the figures the server wrote into index.html, in their place', async () => {
    const quote = '<div data-first-quote=""><div class="app-shell__quote" data-testid="shell-quote"><span class="app-shell__quote-figures"><strong>101,234.50</strong><br><span>+1.25%</span></span></div></div>';
    const { getByTestId, container } = await appShellOver(`<div class="app-shell"><div class="app-shell__body">${quote}<div class="skeleton-block app-shell__banner"></div></div></div>`);
    expect(getByTestId('shell-quote').textContent).toBe('101,234.50+1.25%');
    // Where index.html has it: the first thing in the shell's body.
    expect(container.querySelector('.app-shell__body')?.firstElementChild?.hasAttribute('data-first-quote')).toBe(true);
  });

  it('is the plain shell on every other page', async () => {
    const { queryByTestId, getByTestId } = await appShellOver('<div class="app-shell"><div class="app-shell__body"></div></div>');
    expect(getByTestId('app-shell')).toBeTruthy();
    expect(queryByTestId('shell-quote')).toBeNull();
  });
});

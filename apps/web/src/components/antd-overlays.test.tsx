import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Popup } from './antd-overlays';

describe('an overlay loaded when it first opens', () => {
  it('renders nothing while it has never opened, then opens with its content and stays mounted once closed', async () => {
    const { rerender } = render(
      <Popup visible={false}>
        <p>Choose a pair</p>
      </Popup>,
    );
    expect(document.querySelector('.adm-popup')).toBeNull();

    rerender(
      <Popup visible>
        <p>Choose a pair</p>
      </Popup>,
    );
    // The first open imports antd-mobile's popup, which a loaded machine took over a second to load.
    expect(await screen.findByText('Choose a pair', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector('.adm-popup')).not.toBeNull();

    await act(async () => {
      rerender(
        <Popup visible={false}>
          <p>Choose a pair</p>
        </Popup>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Still mounted: it closes with its own animation, as antd-mobile overlays do.
    expect(document.querySelector('.adm-popup')).not.toBeNull();
  });
});

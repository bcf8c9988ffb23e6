// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { devicePixelBox, reportsCssPixels } from './device-pixel-boxes';

describe('device-pixel boxes of the chart canvases', () => {
  const css = { inlineSize: 295, blockSize: 314 };

  it('a canvas is CSS size times the ratio on a 2x and a 3x screen', () => {
    expect(devicePixelBox(css, 2)).toEqual({ inlineSize: 590, blockSize: 628 });
    expect(devicePixelBox({ inlineSize: 295.5, blockSize: 80 }, 3)).toEqual({ inlineSize: 887, blockSize: 240 });
  });

  it('spots a box reported in CSS pixels on a screen that is not 1x (Chromium under emulation)', () => {
    expect(reportsCssPixels(css, css, 2)).toBe(true);
    expect(reportsCssPixels(css, css, 3)).toBe(true);
  });

  it('leaves a truthful box alone, and any box on a 1x screen', () => {
    expect(reportsCssPixels({ inlineSize: 590, blockSize: 628 }, css, 2)).toBe(false);
    expect(reportsCssPixels({ inlineSize: 591, blockSize: 628 }, css, 2)).toBe(false);
    expect(reportsCssPixels(css, css, 1)).toBe(false);
    expect(reportsCssPixels({ inlineSize: 0, blockSize: 0 }, { inlineSize: 0, blockSize: 0 }, 2)).toBe(false);
  });
});

/**
 * klinecharts sizes each canvas from the ResizeObserver's device-pixel-content-box when the
 * browser reports one, and from devicePixelRatio otherwise. Chromium under device emulation (a
 * desktop browser's phone mode, the headless browser of our tests) reports that box in CSS
 * pixels while devicePixelRatio says 2 or 3, and the chart comes out at 1x: blurry. Where the
 * two disagree, this corrects the box to CSS size x devicePixelRatio; a browser that reports
 * truthfully (every phone) is left alone.
 */

interface BoxSize {
  inlineSize: number;
  blockSize: number;
}

/** The device-pixel box a canvas of this CSS size has at this ratio (rounded as browsers do). */
export function devicePixelBox(css: BoxSize, ratio: number): BoxSize {
  return { inlineSize: Math.round(css.inlineSize * ratio), blockSize: Math.round(css.blockSize * ratio) };
}

/** True when a reported device-pixel box is really the CSS box: one pixel per CSS pixel on a screen that is not 1x. */
export function reportsCssPixels(device: BoxSize, css: BoxSize, ratio: number): boolean {
  if (ratio === 1 || css.inlineSize === 0) return false;
  const expected = devicePixelBox(css, ratio);
  return Math.abs(device.inlineSize - expected.inlineSize) > 1 && Math.abs(device.inlineSize - css.inlineSize) <= 1;
}

function corrected(entry: ResizeObserverEntry): ResizeObserverEntry {
  const [device] = entry.devicePixelContentBoxSize ?? [];
  const [css] = entry.contentBoxSize ?? [];
  const ratio = window.devicePixelRatio;
  if (!device || !css || !reportsCssPixels(device, css, ratio)) return entry;
  const box = [devicePixelBox(css, ratio)];
  return new Proxy(entry, {
    get: (target, property) => (property === 'devicePixelContentBoxSize' ? box : Reflect.get(target, property, target)),
  });
}

let installed = false;

/** Wraps ResizeObserver once, before the first chart is made. */
export function ensureTruthfulDevicePixelBoxes(): void {
  if (installed || typeof ResizeObserver === 'undefined') return;
  installed = true;
  const Native = ResizeObserver;
  window.ResizeObserver = class extends Native {
    constructor(callback: ResizeObserverCallback) {
      super((entries, observer) => callback(entries.map(corrected), observer));
    }
  };
}

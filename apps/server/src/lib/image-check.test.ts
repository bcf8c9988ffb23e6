import { IMAGE_MAX_DIMENSION } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { gifOfSize, jpegOfSize, pngOfSize, webpOfSize } from '../testing/image-headers.js';
import { AppError } from './app-error.js';
import { checkImage } from './image-check.js';

const MAX_BYTES = 1024 * 1024;
const builders = [
  ['image/png', pngOfSize],
  ['image/jpeg', jpegOfSize],
  ['image/gif', gifOfSize],
  ['image/webp', webpOfSize],
] as const;

/** The refusal `checkImage` throws: its message key and the values it words. */
function refusal(declared: string, bytes: Uint8Array): { key: string; params: object } | undefined {
  try {
    checkImage(declared, bytes, MAX_BYTES);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { key: error.messageKey, params: error.params };
  }
}

describe('an uploaded image', () => {
  it.each(builders)('%s is taken up to the largest size on either side', (type, build) => {
    expect(checkImage(type, build(1, 1), MAX_BYTES)).toBe(type);
    expect(checkImage(type, build(IMAGE_MAX_DIMENSION, IMAGE_MAX_DIMENSION), MAX_BYTES)).toBe(type);
    expect(checkImage(type, build(IMAGE_MAX_DIMENSION, 3), MAX_BYTES)).toBe(type);
  });

  it.each(builders)('%s is refused one pixel beyond it, on either side, whatever its bytes', (type, build) => {
    const max = IMAGE_MAX_DIMENSION;
    expect(refusal(type, build(max + 1, 1))).toEqual({ key: 'imageDimensionsTooLarge', params: { width: max + 1, height: 1, max } });
    expect(refusal(type, build(1, max + 1))).toEqual({ key: 'imageDimensionsTooLarge', params: { width: 1, height: max + 1, max } });
  });

  it('is refused when a few bytes of PNG header claim 20000x20000 pixels', () => {
    const header = pngOfSize(20_000, 20_000);
    expect(header.byteLength).toBeLessThan(100);
    expect(refusal('image/png', header)).toEqual({ key: 'imageDimensionsTooLarge', params: { width: 20_000, height: 20_000, max: IMAGE_MAX_DIMENSION } });
  });

  it('is refused as no image when its header cannot be read or states no size', () => {
    const png = pngOfSize(10, 10);
    expect(refusal('image/png', png.subarray(0, 8))?.key).toBe('imageTypeInvalid');
    expect(refusal('image/png', Buffer.concat([png.subarray(0, 12), Buffer.from('JUNK'), png.subarray(16)]))?.key).toBe('imageTypeInvalid');
    expect(refusal('image/gif', Buffer.from('GIF89a'))?.key).toBe('imageTypeInvalid');
    // A header cut short inside a larger buffer (Node's small Buffers share one pool): the bytes after it are not its size.
    expect(refusal('image/gif', Buffer.from('GIF89a\x10\x00\x10\x00', 'latin1').subarray(0, 6))?.key).toBe('imageTypeInvalid');
    expect(refusal('image/jpeg', Buffer.from('ffd8ff', 'hex'))?.key).toBe('imageTypeInvalid');
    expect(refusal('image/png', pngOfSize(0, 10))?.key).toBe('imageTypeInvalid');
  });
});

import { IMAGE_MAX_DIMENSION, type SupportImageType } from '@halyard/shared';
import { imageSize } from 'image-size';
import { AppError } from './app-error.js';

/** The image types we accept anywhere (chat, content), told by their first bytes, never by what the sender claims alone. */
const signatures: ReadonlyArray<{ type: SupportImageType; matches(bytes: Uint8Array): boolean }> = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(String.fromCharCode(...b.subarray(0, 6))) },
  { type: 'image/webp', matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP' },
];

/** Width and height as the image's header states them, or undefined when the header cannot be read. */
function dimensionsOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    // A copy with a buffer of its own: image-size reads through a DataView of the whole buffer, and
    // a short Buffer from Node's shared pool would let it read other allocations' bytes as a size.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    // image-size throws on a header it cannot read (a truncated or garbled file).
    return undefined;
  }
}

/**
 * The image's real type when it is one we accept, within `maxBytes` and IMAGE_MAX_DIMENSION pixels
 * a side, and the declared type agrees; otherwise a clear 400. A few bytes can declare a huge
 * canvas that every viewer would have to decode, so the header's size counts as much as the bytes.
 */
export function checkImage(declared: string | undefined, bytes: Uint8Array, maxBytes: number): SupportImageType {
  if (bytes.byteLength === 0) throw AppError.invalidInput('imageTypeInvalid');
  if (bytes.byteLength > maxBytes) throw AppError.invalidInput('imageTooLarge', { max: `${maxBytes / 1024 / 1024} MB` });
  const actual = signatures.find((signature) => signature.matches(bytes))?.type;
  if (!actual || actual !== declared?.split(';')[0]?.trim().toLowerCase()) throw AppError.invalidInput('imageTypeInvalid');
  const size = dimensionsOf(bytes);
  if (!size) throw AppError.invalidInput('imageTypeInvalid');
  if (size.width > IMAGE_MAX_DIMENSION || size.height > IMAGE_MAX_DIMENSION) {
    throw AppError.invalidInput('imageDimensionsTooLarge', { width: size.width, height: size.height, max: IMAGE_MAX_DIMENSION });
  }
  return actual;
}

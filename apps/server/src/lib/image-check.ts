import type { SupportImageType } from '@halyard/shared';
import { AppError } from './app-error.js';

/** The image types we accept anywhere (chat, content), told by their first bytes, never by what the sender claims alone. */
const signatures: ReadonlyArray<{ type: SupportImageType; matches(bytes: Uint8Array): boolean }> = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(String.fromCharCode(...b.subarray(0, 6))) },
  { type: 'image/webp', matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP' },
];

/** The image's real type when it is one we accept, within `maxBytes`, and the declared type agrees; otherwise a clear 400. */
export function checkImage(declared: string | undefined, bytes: Uint8Array, maxBytes: number): SupportImageType {
  if (bytes.byteLength === 0) throw AppError.invalidInput('imageTypeInvalid');
  if (bytes.byteLength > maxBytes) throw AppError.invalidInput('imageTooLarge', { max: `${maxBytes / 1024 / 1024} MB` });
  const actual = signatures.find((signature) => signature.matches(bytes))?.type;
  if (!actual || actual !== declared?.split(';')[0]?.trim().toLowerCase()) throw AppError.invalidInput('imageTypeInvalid');
  return actual;
}

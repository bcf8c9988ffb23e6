import { crc32 } from 'node:zlib';

/**
 * The smallest files of each accepted type whose header states a given size: enough for a header
 * reader, and a few dozen bytes may claim a canvas no viewer should have to decode.
 */

export function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const type = Buffer.from('IHDR');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(ihdr.length);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), length, type, ihdr, crc]);
}

export function jpegOfSize(width: number, height: number): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof0 = Buffer.alloc(19);
  sof0.set([0xff, 0xc0, 0x00, 0x11, 0x08], 0);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, sof0, Buffer.from('ffd9', 'hex')]);
}

export function gifOfSize(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a'), screen, Buffer.from(';')]);
}

/** An extended (VP8X) WebP: its canvas is stored less one, 24 bits a side. */
export function webpOfSize(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0);
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0);
  riff.writeUInt32LE(4 + chunk.length, 4);
  riff.write('WEBP', 8);
  return Buffer.concat([riff, chunk]);
}

// Test helpers shared by the engine's unit tests: the fixture photos and synthetic hostile inputs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

export const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/faces');
export const photo = (name: string) => readFileSync(path.join(FIXTURES, name));

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A tiny valid-looking PNG that claims width × height pixels: a decompression bomb's header. */
export function bombPng(width = 20001, height = 20001) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A text file renamed to .jpg. */
export const textAsJpeg = () => Buffer.from('this is not a photo, just text saved as photo.jpg\n');

import { describe, expect, it } from 'vitest';
import { manifestText, storedZip } from './emulators.mjs';

describe('wrapper jar', () => {
  it('wraps manifest lines at 72 bytes with one-space continuations', () => {
    const longPath = `file:/usr/lib/google-cloud-sdk/platform/${'x'.repeat(150)}/cloud-firestore-emulator.jar`;
    const text = manifestText({ 'Main-Class': 'a.B', 'Class-Path': longPath });
    const lines = text.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 72)).toBe(true);
    expect(text.endsWith('\r\n\r\n')).toBe(true);
    // Unwrapping gives back the original value.
    const unwrapped = text.replace(/\r\n /g, '');
    expect(unwrapped).toContain(`Class-Path: ${longPath}\r\n`);
  });

  it('writes a zip whose entry can be read back with its CRC', () => {
    const zip = storedZip({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\r\n\r\n' });
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = zip.readUInt16LE(26);
    const size = zip.readUInt32LE(18);
    expect(zip.subarray(30, 30 + nameLength).toString()).toBe('META-INF/MANIFEST.MF');
    expect(zip.subarray(30 + nameLength, 30 + nameLength + size).toString()).toBe(
      'Manifest-Version: 1.0\r\n\r\n',
    );
    // End of central directory: one entry, and the central directory offset points at its signature.
    const eocd = zip.subarray(zip.length - 22);
    expect(eocd.readUInt32LE(0)).toBe(0x06054b50);
    expect(eocd.readUInt16LE(10)).toBe(1);
    expect(zip.readUInt32LE(eocd.readUInt32LE(16))).toBe(0x02014b50);
  });
});

import { describe, expect, it } from 'vitest';
import { fitsOneRequest, REQUEST_FILES_MAX_MB } from './uploadSize';

const MB = 1024 * 1024;
const sized = (mb: number) => Object.defineProperty(new Blob(['x']), 'size', { value: mb * MB });

describe('fitsOneRequest', () => {
  it('adds every file of the request (missing ones count nothing) against the 30 MB limit', () => {
    expect(REQUEST_FILES_MAX_MB).toBe(30);
    // The ID photo edit: photo, mask, reference and its mask.
    expect(fitsOneRequest([sized(10), sized(4), sized(10), sized(4)])).toBe(true);
    expect(fitsOneRequest([sized(10), sized(6), sized(10), sized(6)])).toBe(false);
    expect(fitsOneRequest([sized(10), null, undefined])).toBe(true);
    expect(fitsOneRequest([sized(30)])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { checkInstantFile } from './upload';

const file = (type: string, size: number) => {
  const f = new File(['x'], 'f', { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkInstantFile', () => {
  it('takes JPG, PNG, WebP and GIF up to 20 MB, nothing else', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(checkInstantFile(file(type, 20 * 1024 * 1024))).toBeNull();
    expect(checkInstantFile(file('image/heic', 10))).toBe('upload.notImage');
    expect(checkInstantFile(file('application/pdf', 10))).toBe('upload.notImage');
    expect(checkInstantFile(file('image/png', 20 * 1024 * 1024 + 1))).toBe('upload.tooLarge');
  });
});

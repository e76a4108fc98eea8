import { describe, expect, it } from 'vitest';
import { checkUpload, defaultParams, parseParams } from './params';

describe('ID photo parameters', () => {
  it('round-trips the prepared JSON', () => {
    const params = defaultParams('id_card');
    expect(params.aspect_ratio).toBe('1:1');
    expect(parseParams(JSON.stringify(params, null, 2))).toEqual(params);
  });

  it('refuses invalid JSON and out-of-range values', () => {
    expect(parseParams('{ not json')).toBeNull();
    expect(parseParams(JSON.stringify({ ...defaultParams('visa'), aspect_ratio: '2:1' }))).toBeNull();
    expect(parseParams(JSON.stringify({ ...defaultParams('visa'), prompt: ' ' }))).toBeNull();
  });

  it('checks uploads: images only, 10 MB at most', () => {
    expect(checkUpload(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('validation.notImage');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' });
    expect(checkUpload(big)).toBe('validation.tooLarge');
    expect(checkUpload(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { progressPercent } from './ProgressPanel';

describe('progressPercent', () => {
  it('rises through the steps and stays short of the end until the job is done', () => {
    const processing = [0, 5, 30, 600].map((s) => progressPercent('processing', s));
    expect(progressPercent('uploading', 0)).toBeLessThan(progressPercent('pending', 0));
    expect(progressPercent('pending', 99)).toBeLessThan(processing[0]!);
    expect(processing).toEqual([...processing].sort((a, b) => a - b));
    expect(Math.max(...processing)).toBeLessThan(100);
    expect(progressPercent('completed', 0)).toBe(100);
  });
});

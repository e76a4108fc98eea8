import { describe, expect, it } from 'vitest';
import { authPath, safeNextPath } from './redirect';

describe('authPath', () => {
  it('encodes the return path', () => {
    expect(authPath('/payment?package=instant_10')).toBe('/auth?next=%2Fpayment%3Fpackage%3Dinstant_10');
    expect(authPath()).toBe('/auth');
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/payment?package=instant_10')).toBe('/payment?package=instant_10');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'sends %j home',
    (next) => {
      expect(safeNextPath(next)).toBe('/');
    },
  );
});

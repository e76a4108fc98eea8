import { describe, expect, it } from 'vitest';
import './zodSetup';

describe('zodSetup', () => {
  it('turns off the code-generating fast path before any schema is built', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema built afterwards parses without `new Function` (the CSP would block it in the browser).
    const spy = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(spy, {
      construct: (target, args) => {
        compiled++;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = spy;
    }
    expect(compiled).toBe(0);
  });
});

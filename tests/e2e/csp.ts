// Every browser test that imports `test` from here fails on a Content-Security-Policy violation in any page,
// popup or frame of its context (security review M7): the securitypolicyviolation event and Chromium's
// console report both count, so a blocked script, frame, connection or inline style cannot pass unnoticed.
import { test as base, expect } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    __bitnaCspViolation?: (text: string) => void;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__bitnaCspViolation', ({ frame }, text: string) => {
        violations.push(`${frame.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
          window.__bitnaCspViolation?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${where}`);
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

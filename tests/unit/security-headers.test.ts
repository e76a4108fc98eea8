// Security review M7: the production headers in firebase.json, and the emulator copy that adds only the local
// emulator origins. The browser side (the policy served and passed on every page) is tests/e2e/security-headers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFirebaseConfig, withSources } from '../../scripts/lib/emulator-config.mjs';
import { repoRoot } from '../../scripts/lib/workspace.mjs';

type Header = { key: string; value: string };
type Rule = { source: string; headers: Header[] };
type FirebaseJson = {
  hosting: { headers: Rule[] };
  emulators: Record<string, { host: string; port: number }>;
};

const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;

const everyPath = (config: FirebaseJson) =>
  Object.fromEntries(
    config.hosting.headers
      .filter((r) => r.source === '**')
      .flatMap((r) => r.headers.map((h) => [h.key, h.value])),
  ) as Record<string, string>;

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('M7 security headers', () => {
  const headers = everyPath(firebaseJson);
  const csp = directives(headers['Content-Security-Policy']!);

  it('every path gets the anti-framing, sniffing, referrer and feature headers', () => {
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('the production policy runs no inline or eval script and allows no local or plain-http origin', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.tosspayments.com', 'https://apis.google.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    const sources = Object.values(csp).flat();
    expect(sources.filter((s) => /^http:|localhost|127\.0\.0\.1|\*$/.test(s))).toEqual([]);
    // Any https image (provider avatars, generated results); everything else names its hosts.
    expect(Object.keys(csp).filter((d) => csp[d]!.includes('https:'))).toEqual(['img-src']);
  });

  it('the emulator copy only adds the emulators the app calls, on their firebase.json ports', () => {
    const emulated = everyPath(emulatorFirebaseConfig(firebaseJson, {}) as FirebaseJson);
    const { auth, firestore, storage } = firebaseJson.emulators;
    const origin = (e: { host: string; port: number }) => `http://${e.host}:${e.port}`;
    expect(emulated['Content-Security-Policy']).toBe(
      withSources(headers['Content-Security-Policy']!, {
        'connect-src': [origin(auth!), origin(firestore!), origin(storage!)],
        'frame-src': [origin(auth!)],
      }),
    );
    const emulatedCsp = directives(emulated['Content-Security-Policy']!);
    expect(emulatedCsp['connect-src']).toEqual([
      ...csp['connect-src']!,
      origin(auth!),
      origin(firestore!),
      origin(storage!),
    ]);
    expect({ ...emulated, 'Content-Security-Policy': '' }).toEqual({
      ...headers,
      'Content-Security-Policy': '',
    });
  });

  it('a phone on the LAN (VITE_EMULATOR_HOST) is allowed too, and firebase.json is left alone', () => {
    const before = JSON.stringify(firebaseJson);
    const emulated = everyPath(
      emulatorFirebaseConfig(firebaseJson, { VITE_EMULATOR_HOST: '192.168.0.7' }) as FirebaseJson,
    );
    expect(directives(emulated['Content-Security-Policy']!)['frame-src']).toContain(
      'http://192.168.0.7:9099',
    );
    expect(JSON.stringify(firebaseJson)).toBe(before);
  });

  it('a directive missing from the policy starts from default-src', () => {
    expect(withSources("default-src 'self'; img-src data:", { 'connect-src': ['http://h:1'] })).toBe(
      "default-src 'self'; img-src data:; connect-src 'self' http://h:1",
    );
  });
});

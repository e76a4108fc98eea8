// Fakes that can fail the likeness guarantee: a prompt holding "face=<photo>" (a file of tests/fixtures/faces,
// e.g. face=r_obama3.jpg, or of faces-diverse, e.g. face=faces-diverse/kr_man_suit_white_bg_idstyle.jpg) makes
// the fake's result that photo, so a test decides whose face comes back: another
// person's (the result must be marked and refunded) or the person's own (kept and paid).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Found from this file (not tests/fixtures/images.ts, which needs CommonJS): the browser suite starts fakes too.
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

const MARKER = /\bface=((?:faces-diverse\/)?[\w-]+\.(?:jpg|png))(?=\s|$)/i;

/** The photo a prompt asks for, or null when it names none (or a file that is not a fixture). */
export function requestedFace(prompt: string): { data: Buffer; type: 'image/jpeg' | 'image/png' } | null {
  const name = MARKER.exec(prompt)?.[1];
  const file = name && path.join(FIXTURES, name.includes('/') ? name : `faces/${name}`);
  if (!file || !existsSync(file)) return null;
  return {
    data: readFileSync(file),
    type: name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg',
  };
}

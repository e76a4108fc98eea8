import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One register of Korean across the app's messages (web and server alike read locales/ko): the polite 해요체
// ("…했어요", "…해주세요"), never the formal 합니다체 / 하십시오체 ("…했습니다", "…입니다", "…하십시오") mixed in.
// The only exceptions are the messages the product spec quotes word for word (a spec text is a requirement), and
// the legal documents (terms, privacy, refund policy), which are written in the formal register of such texts.

const koDir = fileURLToPath(new URL('../../locales/ko/', import.meta.url));

/** Namespaces that hold documents rather than messages. */
const DOCUMENTS = new Set(['legal']);

/** Korean messages the spec prescribes exactly (accounts §8; creation features §5 and §8). */
const SPEC_TEXTS = [
  '회원가입에 실패했습니다.',
  '로그인에 실패했습니다.',
  '이미 사용 중인 이메일입니다.',
  '패스워드가 너무 약합니다. (최소 6자)',
  '올바르지 않은 이메일 형식입니다.',
  '존재하지 않는 계정입니다.',
  '패스워드가 틀렸습니다.',
  '소셜 회원가입에 실패했습니다.',
  '소셜 로그인에 실패했습니다.',
  '계정 삭제 중 오류가 발생했습니다.',
  '생성 크레딧이 부족합니다. 크레딧을 구매해주세요.',
  '한 번에 최대 10개의 이미지만 분석할 수 있습니다.',
  'Gemini API 할당량이 초과되었습니다. 나중에 다시 시도해주세요.',
  'API 인증에 실패했습니다. 관리자에게 문의하세요.',
  '이미지 생성 중 오류가 발생했습니다.',
  '분석 중 오류가 발생했습니다.',
  '배치 분석 중 오류가 발생했습니다.',
  '다운로드에 실패했습니다. 다시 시도해주세요.',
  '이미지 다운로드에 실패했습니다.',
];

const HANGUL_BASE = 0xac00;
const FINAL_BIEUP = 17; // ㅂ as a syllable's final consonant: 합, 습, 입, 됩 …

/** The first formal ending in `text` (…ㅂ니다, …ㅂ니까, …십시오), or null. */
function formalEnding(text: string): string | null {
  for (const match of text.matchAll(/([가-힣])니[다까]/g)) {
    if ((match[1]!.charCodeAt(0) - HANGUL_BASE) % 28 === FINAL_BIEUP) return match[0];
  }
  return /십시[오요]/.exec(text)?.[0] ?? null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with placeholders stands for the spec text it renders (e.g. {{max}} = 10, {{provider}} = Gemini). */
const asPattern = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{\{\s*[\w.]+\s*\}\}/)
      .map(escape)
      .join('.+')}$`,
  );
const specTextOf = (message: string) => SPEC_TEXTS.find((spec) => asPattern(message).test(spec));

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* strings(item, `${path}.${i}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

const messages = readdirSync(koDir)
  .filter((file) => file.endsWith('.json') && !DOCUMENTS.has(file.slice(0, -'.json'.length)))
  .flatMap((file) => [
    ...strings(JSON.parse(readFileSync(`${koDir}${file}`, 'utf8')), file.slice(0, -'.json'.length)),
  ]);

describe('the Korean register', () => {
  it('finds the formal endings and passes the polite ones', () => {
    for (const formal of ['실패했습니다.', '형식입니다', '변경되었습니다', '문의하십시오', '괜찮습니까?'])
      expect(formalEnding(formal), formal).not.toBeNull();
    for (const polite of ['실패했어요.', '다시 시도해주세요.', '학습 중이에요', '어머니다운 말', '잠시만요'])
      expect(formalEnding(polite), polite).toBeNull();
  });

  it('writes every ko message in 해요체, except the texts the spec prescribes', () => {
    const formal = messages
      .filter(([, text]) => formalEnding(text) && !specTextOf(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(formal).toEqual([]);
  });

  it('still uses every spec text it allows (the list holds nothing stale)', () => {
    const used = new Set(messages.map(([, text]) => specTextOf(text)).filter(Boolean));
    expect(SPEC_TEXTS.filter((spec) => !used.has(spec))).toEqual([]);
  });
});

// The `pricing_config/main` document (spec §3 and §9). Prices are the source of truth for orders:
// functions read the amount from this document, never from the browser.
import { styleSampleUrl } from './style-samples.mjs';

/** @typedef {{ ko: string, en: string, ja: string }} Localized */
/** @typedef {{ ko: string[], en: string[], ja: string[] }} LocalizedList */
/**
 * @typedef {object} Package
 * @property {string} id
 * @property {'instant' | 'studio'} line
 * @property {number} order position within its line, from 1
 * @property {Localized} name
 * @property {Localized} description
 * @property {LocalizedList} features
 * @property {number} price_krw
 * @property {number | null} original_price_krw
 * @property {number} discount_rate percent off original_price_krw, rounded; 0 without an original price
 * @property {boolean} free_trial
 * @property {boolean} best_value
 * @property {boolean} four_k its generation credits also make 4K results (3840 px on the long side)
 * @property {{ training: number, generation: number, instant: number }} provides credits granted
 * @property {boolean} active
 */

/** @type {Package[]} */
const instant = [
  {
    id: 'instant_free',
    line: 'instant',
    order: 1,
    name: { ko: '무료 체험', en: 'Free Trial', ja: '無料お試し' },
    description: {
      ko: '회원가입만 하면 인스턴트 사진 5장을 무료로 만들어 볼 수 있어요.',
      en: 'Sign up and make 5 instant photos for free.',
      ja: '会員登録だけで、インスタント写真を5枚無料でお試しいただけます。',
    },
    features: {
      ko: [
        '인스턴트 사진 5장',
        '사진 한 장으로 약 30초 만에 완성',
        '모든 인스턴트 스타일 이용',
        '결제 정보 입력 없이 시작',
      ],
      en: [
        '5 instant photos',
        'Ready in about 30 seconds from a single photo',
        'Every instant style included',
        'No payment details needed',
      ],
      ja: [
        'インスタント写真5枚',
        '写真1枚から約30秒で完成',
        'すべてのインスタントスタイルを利用可能',
        'お支払い情報の入力は不要',
      ],
    },
    price_krw: 0,
    original_price_krw: null,
    discount_rate: 0,
    free_trial: true,
    best_value: false,
    four_k: false,
    provides: { training: 0, generation: 0, instant: 5 },
    active: true,
  },
  {
    id: 'instant_10',
    line: 'instant',
    order: 2,
    name: { ko: '인스턴트 10', en: 'Instant 10', ja: 'インスタント10' },
    description: {
      ko: '사진 한 장으로 바로 만드는 AI 프로필 사진 10장',
      en: '10 AI profile photos, made right away from a single photo.',
      ja: '写真1枚からすぐに作れるAIプロフィール写真10枚',
    },
    features: {
      ko: [
        '인스턴트 사진 10장',
        '장당 약 30초 만에 완성',
        '원본 파일 다운로드',
        '구매일로부터 1년간 사용 가능',
      ],
      en: [
        '10 instant photos',
        'About 30 seconds per photo',
        'Original file downloads',
        'Valid for 1 year from purchase',
      ],
      ja: [
        'インスタント写真10枚',
        '1枚あたり約30秒で完成',
        '元ファイルのダウンロード',
        '購入日から1年間有効',
      ],
    },
    price_krw: 3900,
    original_price_krw: null,
    discount_rate: 0,
    free_trial: false,
    best_value: false,
    four_k: false,
    provides: { training: 0, generation: 0, instant: 10 },
    active: true,
  },
  {
    id: 'instant_30',
    line: 'instant',
    order: 3,
    name: { ko: '인스턴트 30', en: 'Instant 30', ja: 'インスタント30' },
    description: {
      ko: '30장으로 다양한 스타일을 넉넉하게, 15% 할인된 가격에 즐겨 보세요.',
      en: '30 instant photos to try every style, at 15% off.',
      ja: 'いろいろなスタイルをたっぷり楽しめる30枚を15%オフで',
    },
    features: {
      ko: [
        '인스턴트 사진 30장',
        '장당 330원, 10장 상품보다 15% 저렴',
        '원본 파일 다운로드',
        '구매일로부터 1년간 사용 가능',
      ],
      en: [
        '30 instant photos',
        '₩330 a photo, 15% less than Instant 10',
        'Original file downloads',
        'Valid for 1 year from purchase',
      ],
      ja: [
        'インスタント写真30枚',
        '1枚あたり330ウォン、10枚パックより15%お得',
        '元ファイルのダウンロード',
        '購入日から1年間有効',
      ],
    },
    price_krw: 9900,
    original_price_krw: 11700,
    discount_rate: 15,
    free_trial: false,
    best_value: true,
    four_k: false,
    provides: { training: 0, generation: 0, instant: 30 },
    active: true,
  },
];

/** @type {Package[]} */
const studio = [
  {
    id: 'studio_starter_10',
    line: 'studio',
    order: 1,
    name: { ko: '스타터 10', en: 'Starter 10', ja: 'スターター10' },
    description: {
      ko: '내 얼굴을 학습한 나만의 AI 모델로 프로필 사진 10장을 만들어 드려요.',
      en: 'We train an AI model on your face and make 10 profile photos with it.',
      ja: 'あなたの顔を学習した専用AIモデルで、プロフィール写真を10枚お作りします。',
    },
    features: {
      ko: [
        '나만의 AI 모델 학습 1회',
        'AI 프로필 사진 10장',
        '24시간 이내 완성',
        '원본 파일 다운로드',
        '구매일로부터 1년간 사용 가능',
      ],
      en: [
        '1 personal AI model training',
        '10 AI profile photos',
        'Delivered within 24 hours',
        'Original file downloads',
        'Valid for 1 year from purchase',
      ],
      ja: [
        '専用AIモデルの学習1回',
        'AIプロフィール写真10枚',
        '24時間以内にお届け',
        '元ファイルのダウンロード',
        '購入日から1年間有効',
      ],
    },
    price_krw: 9900,
    original_price_krw: null,
    discount_rate: 0,
    free_trial: false,
    best_value: false,
    four_k: false,
    provides: { training: 1, generation: 10, instant: 0 },
    active: true,
  },
  {
    id: 'studio_addon_10',
    line: 'studio',
    order: 2,
    name: { ko: '추가 10', en: 'Add-on 10', ja: '追加10' },
    description: {
      ko: '이미 학습한 내 AI 모델로 프로필 사진 10장을 더 만들어요.',
      en: '10 more profile photos from the AI model you have already trained.',
      ja: '学習済みのAIモデルで、プロフィール写真をさらに10枚お作りします。',
    },
    features: {
      ko: [
        '학습을 마친 내 모델 그대로 사용',
        'AI 프로필 사진 10장 추가',
        '12시간 이내 완성',
        '원본 파일 다운로드',
        '구매일로부터 1년간 사용 가능',
      ],
      en: [
        'Uses the model you already trained',
        '10 more AI profile photos',
        'Delivered within 12 hours',
        'Original file downloads',
        'Valid for 1 year from purchase',
      ],
      ja: [
        '学習済みのモデルをそのまま使用',
        'AIプロフィール写真10枚を追加',
        '12時間以内にお届け',
        '元ファイルのダウンロード',
        '購入日から1年間有効',
      ],
    },
    price_krw: 5000,
    original_price_krw: null,
    discount_rate: 0,
    free_trial: false,
    best_value: false,
    four_k: false,
    provides: { training: 0, generation: 10, instant: 0 },
    active: true,
  },
  {
    id: 'studio_value_30',
    line: 'studio',
    order: 3,
    name: { ko: '실속 30', en: 'Value 30', ja: 'バリュー30' },
    description: {
      ko: '나만의 AI 모델 학습에 프로필 사진 30장까지, 가장 알뜰한 구성이에요.',
      en: 'Model training plus 30 profile photos: our best value.',
      ja: '専用AIモデルの学習とプロフィール写真30枚がセットの、いちばんお得なプラン。',
    },
    features: {
      ko: [
        '나만의 AI 모델 학습 1회',
        'AI 프로필 사진 30장',
        '4K 다운로드 (긴 변 3840px)',
        '12시간 이내 완성',
        '구매일로부터 1년간 사용 가능',
      ],
      en: [
        '1 personal AI model training',
        '30 AI profile photos',
        '4K downloads (3840 px on the long side)',
        'Delivered within 12 hours',
        'Valid for 1 year from purchase',
      ],
      ja: [
        '専用AIモデルの学習1回',
        'AIプロフィール写真30枚',
        '4Kダウンロード（長辺3840px）',
        '12時間以内にお届け',
        '購入日から1年間有効',
      ],
    },
    price_krw: 14900,
    original_price_krw: null,
    discount_rate: 0,
    free_trial: false,
    best_value: true,
    // Its 30 images are also made at 4K (3840 px long side): the spec's Value 30 promise.
    four_k: true,
    provides: { training: 1, generation: 30, instant: 0 },
    active: true,
  },
];

/**
 * @typedef {object} StyleOption the style wizard's choices (companion spec §3 "Style option", §9 prices)
 * @property {string} id
 * @property {number} order
 * @property {Localized} name
 * @property {Localized} description
 * @property {number} price_krw
 * @property {string | null} image_url a sample picture (made by scripts/style-samples.mjs); null shows an icon
 * @property {boolean} popular
 * @property {boolean} active
 */

/** @param {string} id @param {number} order @param {number} price_krw @param {boolean} popular
 *  @param {Localized} name @param {Localized} description @returns {StyleOption} */
const style = (id, order, price_krw, popular, name, description) => ({
  id,
  order,
  name,
  description,
  price_krw,
  image_url: styleSampleUrl(id),
  popular,
  active: true,
});

/** @type {StyleOption[]} */
const styles = [
  style(
    'business',
    1,
    15000,
    true,
    { ko: '비즈니스', en: 'Business', ja: 'ビジネス' },
    {
      ko: '정장 차림의 신뢰감 있는 회사 프로필 사진',
      en: 'A trustworthy company profile photo in a suit',
      ja: 'スーツ姿の信頼感あるビジネスプロフィール写真',
    },
  ),
  style(
    'casual',
    2,
    12000,
    false,
    { ko: '캐주얼', en: 'Casual', ja: 'カジュアル' },
    {
      ko: '자연스러운 옷차림과 밝은 분위기의 일상 프로필',
      en: 'An everyday profile with relaxed clothes and a bright mood',
      ja: '自然な服装と明るい雰囲気の日常プロフィール',
    },
  ),
  style(
    'formal_id',
    3,
    10000,
    false,
    { ko: '증명사진', en: 'Formal ID photo', ja: '証明写真' },
    {
      ko: '단정한 배경과 정면 구도의 증명사진 스타일',
      en: 'A plain background and a straight-on pose, ID-photo style',
      ja: '無地の背景と正面構図の証明写真スタイル',
    },
  ),
  style(
    'linkedin',
    4,
    18000,
    true,
    { ko: '링크드인', en: 'LinkedIn', ja: 'LinkedIn' },
    {
      ko: '링크드인과 이력서에 어울리는 전문가 헤드샷',
      en: 'A professional headshot for LinkedIn and your résumé',
      ja: 'LinkedInや履歴書に合うプロのヘッドショット',
    },
  ),
  style(
    'creative',
    5,
    20000,
    false,
    { ko: '크리에이티브', en: 'Creative', ja: 'クリエイティブ' },
    {
      ko: '색감과 조명이 돋보이는 개성 있는 프로필',
      en: 'A distinctive profile with bold colour and lighting',
      ja: '色彩とライティングが際立つ個性的なプロフィール',
    },
  ),
  style(
    'vintage',
    6,
    16000,
    false,
    { ko: '빈티지', en: 'Vintage', ja: 'ヴィンテージ' },
    {
      ko: '필름 카메라 느낌의 따뜻한 복고풍 사진',
      en: 'A warm retro look, like film photography',
      ja: 'フィルムカメラのような温かいレトロ写真',
    },
  ),
];

export const PRICING_CONFIG_PATH = 'pricing_config/main';

/** @template T @param {T} value @returns {Readonly<T>} */
function deepFreeze(value) {
  if (value && typeof value === 'object') Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
}

// Frozen so that a caller (the seed script, a test) cannot change the prices it shares with others.
export const pricingConfig = deepFreeze({ currency: 'KRW', packages: { instant, studio }, styles });

export default pricingConfig;

// The analysis the API gives without a Gemini key: the engine's measurements of the photo (faces, pose from the
// mesh, framing, sharpness, exposure) written out in the caller's language with advice for a profile photo.
// It is labelled as a measurement, not an AI answer: it cannot answer the user's free question.
import type { PhotoFacts } from '../../imaging/photo-facts';
import { analysisTranslator, type Language } from '../../shared/i18n';

/** Beyond these (degrees, shares of the frame) the advice asks for a change. */
const LIMITS = { yaw: 12, pitch: 15, roll: 8, small: 0.18, large: 0.65, offCentre: 0.15 };

const fixed = (v: number) => Math.round(v).toString();

/** Observations and advice lines, as i18n keys with their values. */
function lines(f: PhotoFacts) {
  const seen: Array<[string, Record<string, unknown>?]> = [['size', { width: f.width, height: f.height }]];
  const advice: Array<[string, Record<string, unknown>?]> = [];
  const m = f.main;
  if (!m) {
    seen.push(['faces.none']);
    advice.push(['advice.no_face']);
  } else {
    seen.push(f.faces === 1 ? ['faces.one'] : ['faces.many', { count: f.faces }]);
    if (f.faces > 1) advice.push(['advice.one_person']);
    const turned = Math.abs(m.yaw) > LIMITS.yaw;
    seen.push([turned ? 'pose.turned' : 'pose.frontal', { yaw: fixed(Math.abs(m.yaw)) }]);
    if (turned) advice.push(['advice.face_camera']);
    if (Math.abs(m.pitch) > LIMITS.pitch) {
      seen.push(['pose.pitched', { pitch: fixed(Math.abs(m.pitch)) }]);
      advice.push(['advice.level_chin']);
    }
    if (Math.abs(m.roll) > LIMITS.roll) {
      seen.push(['pose.rolled', { roll: fixed(Math.abs(m.roll)) }]);
      advice.push(['advice.straighten']);
    }
    if (!m.eyesOpen) {
      seen.push(['eyes_closed']);
      advice.push(['advice.open_eyes']);
    }
    const share = { percent: fixed(m.heightShare * 100) };
    if (m.heightShare < LIMITS.small) {
      seen.push(['framing.small', share]);
      advice.push(['advice.closer']);
    } else if (m.heightShare > LIMITS.large) {
      seen.push(['framing.large', share]);
      advice.push(['advice.further']);
    } else seen.push(['framing.good', share]);
    if (Math.abs(m.centerX - 0.5) > LIMITS.offCentre) {
      seen.push(['framing.off_centre']);
      advice.push(['advice.centre']);
    }
  }
  const q = f.quality;
  const sharpness = { value: q.sharpness };
  if (q.reasons.includes('very_blurry') || q.reasons.includes('blurry')) {
    seen.push(['sharpness.blurry', sharpness]);
    advice.push(['advice.focus']);
  } else seen.push(['sharpness.good', sharpness]);
  const light = { value: fixed(q.meanLuminance) };
  if (q.reasons.includes('dark')) {
    seen.push(['lighting.dark', light]);
    advice.push(['advice.more_light']);
  } else if (q.reasons.includes('bright')) {
    seen.push(['lighting.bright', light]);
    advice.push(['advice.less_light']);
  } else seen.push(['lighting.good', light]);
  if (q.reasons.includes('jpeg_artifacts')) {
    seen.push(['compression']);
    advice.push(['advice.original']);
  }
  if (m && !advice.length) advice.push(['advice.ready']);
  return { seen, advice };
}

/** The report in `language`: a label saying it is a local measurement, the observations, then the advice. */
export function localAnalysisText(facts: PhotoFacts, language: Language): string {
  const t = analysisTranslator(language);
  const { seen, advice } = lines(facts);
  const bullet = ([key, params]: [string, Record<string, unknown>?]) => `- ${t(key, params ?? {})}`;
  return [
    t('label'),
    '',
    t('observed'),
    ...seen.map(bullet),
    '',
    t('advice_title'),
    ...advice.map(bullet),
  ].join('\n');
}

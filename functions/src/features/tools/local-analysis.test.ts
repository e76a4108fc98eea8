// The local analysis text: what the engine measured, in the caller's language, with advice that follows the
// measurements (a turned, dark, blurry face gets each piece of advice; a good photo is called good).
import { describe, expect, it } from 'vitest';
import type { PhotoFacts } from '../../imaging/photo-facts';
import { localAnalysisText } from './local-analysis';

const quality = (reasons: PhotoFacts['quality']['reasons'] = []): PhotoFacts['quality'] => ({
  sharpness: 120,
  blockiness: 1.2,
  meanLuminance: 130,
  clippedDark: 0,
  clippedBright: 0,
  facePixels: 300,
  reasons,
});
const good: PhotoFacts = {
  width: 800,
  height: 1000,
  faces: 1,
  main: { yaw: 3, pitch: 2, roll: 1, heightShare: 0.4, centerX: 0.5, centerY: 0.45, eyesOpen: true },
  quality: quality(),
};

describe('the local analysis text', () => {
  it('labels itself as local and calls a good portrait ready, in Korean', () => {
    const text = localAnalysisText(good, 'ko');
    expect(text.startsWith('[로컬 엔진 분석]')).toBe(true);
    expect(text).toContain('- 얼굴 1개를 찾았어요.');
    expect(text).toContain('- 얼굴이 사진 높이의 40%로 알맞은 크기예요.');
    expect(text).toContain('- 프로필 사진으로 쓰기 좋은 사진이에요.');
  });

  it('turns each problem measured into its advice, in English', () => {
    const bad: PhotoFacts = {
      ...good,
      faces: 2,
      main: { ...good.main!, yaw: -30, heightShare: 0.1, eyesOpen: false },
      quality: quality(['blurry', 'dark']),
    };
    const text = localAnalysisText(bad, 'en');
    for (const line of [
      'Found 2 faces.',
      'The face is turned 30° to the side.',
      'The eyes appear to be closed.',
      'Only one person should appear in a profile photo.',
      'Look straight at the camera.',
      'Move closer to the camera so your face fills more of the frame.',
      'Focus on your face and hold the camera steady.',
      'Take the photo in bright, even light, such as near a window.',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('works well as a profile photo');
  });

  it('says when there is no face, in Japanese', () => {
    const text = localAnalysisText({ ...good, faces: 0, main: null }, 'ja');
    expect(text).toContain('顔が見つかりませんでした。');
    expect(text).toContain('顔が正面からはっきり見える写真を使ってください。');
  });
});

// The face's own frame, on a synthetic face where the answer is known: the horizontal centre is the mesh's
// mid-line, on the correct side of the eyes, whatever the outline's extent says.
import { describe, expect, it } from 'vitest';
import type { Face, Point } from '../faces';
import { faceFrame } from './head';

function face(shift: number, outlineRight: number): Face {
  // Eyes at x 90 and 110 (midpoint 100); every mesh point on the mid-line `shift` px to the image's right.
  const mesh: Point[] = Array.from({ length: 478 }, () => [100 + shift, 150] as Point);
  return {
    score: 1,
    box: [60, 60, 80, 140],
    mesh,
    eyeRight: [90, 120],
    eyeLeft: [110, 120],
    chin: [100 + shift, 200],
    crown: [100 + shift, 60],
    pose: { roll: 0, yaw: 0, pitch: 0 },
    eyeOpen: { right: 0.3, left: 0.3 },
    // A lopsided outline (the head turned a little): its extent's middle is not the face's mid-line.
    silhouette: [
      [60, 120],
      [100 + outlineRight, 120],
    ],
  };
}

describe('faceFrame', () => {
  it('puts the centre on the mesh mid-line, to the right of the eyes when the mid-line is', () => {
    expect(faceFrame(face(4, 40)).centre).toBeCloseTo(4, 5);
    expect(faceFrame(face(-3, 40)).centre).toBeCloseTo(-3, 5);
  });

  it('is not moved by a lopsided outline', () => {
    expect(faceFrame(face(0, 80)).centre).toBeCloseTo(0, 5);
  });

  it('measures crown and head length along the face axis', () => {
    const f = faceFrame(face(0, 40));
    expect(f.head).toBeCloseTo(140, 5);
    expect(f.crownAbove).toBeCloseTo(60, 5);
  });
});

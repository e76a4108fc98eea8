import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdPhotoResponse } from '@contracts';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { MeasurementOverlay } from './MeasurementOverlay';

const result = {
  standard: 'kr_passport',
  image: 'data:image/jpeg;base64,AA==',
  measurements: { headHeightMm: 34.2, topGapMm: 5, widthPx: 413, heightPx: 531, widthMm: 35, heightMm: 45 },
  rules: [
    { rule: 'head_height', pass: true, value: 34.2, min: 32, max: 36 },
    { rule: 'top_gap', pass: true, value: 5, min: 2, max: 8 },
  ],
} as unknown as IdPhotoResponse;

describe('MeasurementOverlay', () => {
  it('draws nothing until asked, then the measured crown and chin lines and the allowed ranges', async () => {
    await renderWithI18n(<MeasurementOverlay result={result} />);
    expect(screen.queryByTestId('idphoto-guides')).toBeNull();
    fireEvent.click(screen.getByTestId('idphoto-guides-toggle'));
    const figure = screen.getByTestId('idphoto-guides');
    const lines = [...figure.querySelectorAll('line.mo-line')].map((l) => Number(l.getAttribute('y1')));
    expect(lines[0]).toBeCloseTo(5); // crown: the measured top gap
    expect(lines[1]).toBeCloseTo(39.2); // chin: crown + measured head height
    const zones = [...figure.querySelectorAll('rect.mo-zone')].map((r) => [
      Number(r.getAttribute('y')),
      Number(r.getAttribute('height')),
    ]);
    // The top-gap band (2-8 mm) and the band the chin must fall in (crown + 32..36 mm).
    expect(zones).toEqual([
      [2, 6],
      [37, 4],
    ]);
    expect(figure.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 35 45');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { CompareSlider } from './CompareSlider';

describe('CompareSlider', () => {
  it('moves the cut with the keyboard: arrows by 5, Page keys by 25, Home and End to the ends', async () => {
    await renderWithI18n(<CompareSlider before="blob:before" after="blob:after" afterAlt="result" />);
    const range = screen.getByRole('slider') as HTMLInputElement;
    const cut = () => screen.getByTestId('instant-result-image').style.clipPath;
    expect(range.value).toBe('50');
    fireEvent.keyDown(range, { key: 'ArrowRight' });
    expect(range.value).toBe('55');
    expect(cut()).toBe('inset(0 0 0 55%)');
    fireEvent.keyDown(range, { key: 'PageDown' });
    expect(range.value).toBe('30');
    fireEvent.keyDown(range, { key: 'Home' });
    fireEvent.keyDown(range, { key: 'ArrowLeft' });
    expect(range.value).toBe('0');
    fireEvent.keyDown(range, { key: 'End' });
    expect(range.value).toBe('100');
    expect(cut()).toBe('inset(0 0 0 100%)');
  });

  it('follows a pointer drag of the range', async () => {
    await renderWithI18n(<CompareSlider before="blob:before" after="blob:after" afterAlt="result" />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '12' } });
    expect(screen.getByTestId('instant-result-image').style.clipPath).toBe('inset(0 0 0 12%)');
  });

  it('crops the original to the rectangle the result shows, so both layers show the same region', async () => {
    // The result shows x 0.25–0.75 and y 0.1–0.5 of the original (a head-and-shoulders crop).
    const frame = { x: 0.25, y: 0.1, width: 0.5, height: 0.4 };
    await renderWithI18n(
      <CompareSlider before="blob:before" after="blob:after" afterAlt="result" frame={frame} />,
    );
    const before = screen.getByTestId('instant-compare-before');
    const pct = (v: string) => Number(v.replace('%', '')) / 100;
    const { left, top, width, height } = before.style;
    // Where a point of the original (fractions u, v) lands on the stage (fractions of the stage).
    const at = (u: number, v: number) => [pct(left) + u * pct(width), pct(top) + v * pct(height)];
    const [x0, y0] = at(frame.x, frame.y);
    const [x1, y1] = at(frame.x + frame.width, frame.y + frame.height);
    for (const [got, want] of [
      [x0, 0],
      [y0, 0],
      [x1, 1],
      [y1, 1],
    ] as const)
      expect(got).toBeCloseTo(want, 4);
    expect(before.className).toContain('is-cropped');
  });

  it('without a frame, lets the original fill the stage as before', async () => {
    await renderWithI18n(<CompareSlider before="blob:before" after="blob:after" afterAlt="result" />);
    const before = screen.getByTestId('instant-compare-before');
    expect(before.getAttribute('style')).toBeNull();
    expect(before.className).not.toContain('is-cropped');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareSlider } from './CompareSlider';

describe('CompareSlider', () => {
  it('moves the cut with the keyboard: arrows by 5, Page keys by 25, Home and End to the ends', () => {
    render(<CompareSlider before="blob:before" after="blob:after" afterAlt="result" />);
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

  it('follows a pointer drag of the range', () => {
    render(<CompareSlider before="blob:before" after="blob:after" afterAlt="result" />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '12' } });
    expect(screen.getByTestId('instant-result-image').style.clipPath).toBe('inset(0 0 0 12%)');
  });
});

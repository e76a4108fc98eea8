import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../app/i18n';
import { Lightbox } from './Lightbox';

async function renderIn(ui: ReactNode) {
  const i18n = await createI18n('ko');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** A lightbox over three images, stepping as `wrap` says, with one download that answers `saved`. */
function Three({ wrap, saved }: { wrap?: boolean; saved: () => Promise<boolean> }) {
  const [at, setAt] = useState(0);
  return (
    <Lightbox
      title={`image ${at + 1}`}
      src={`blob:${at}`}
      alt={`image ${at + 1}`}
      onClose={() => {}}
      steps={{ at, count: 3, onMove: setAt, wrap }}
      downloads={[{ label: 'save', save: saved, testId: 'save' }]}
      downloadFailedText="could not save"
      testId="box"
    />
  );
}

const shown = () => screen.getByRole('img').getAttribute('src');

describe('Lightbox', () => {
  it('opens in the wide dialog, so enlarging never shows the image smaller than the page did', async () => {
    await renderIn(<Three saved={async () => true} />);
    expect(screen.getByRole('dialog').className).toContain('modal__panel--lg');
  });

  it('stops at the ends unless told to wrap, by key and by button', async () => {
    await renderIn(<Three saved={async () => true} />);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('blob:0');
    expect((screen.getByRole('button', { name: '이전' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe('blob:2');
    expect((screen.getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes round with wrap', async () => {
    await renderIn(<Three wrap saved={async () => true} />);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('blob:2');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(shown()).toBe('blob:0');
  });

  it('says when a download failed, until another image is shown', async () => {
    const saved = vi.fn(async () => false);
    await renderIn(<Three saved={saved} />);
    await act(async () => fireEvent.click(screen.getByTestId('save')));
    expect(saved).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe('could not save');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

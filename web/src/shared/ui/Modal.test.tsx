import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../app/i18n';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { MessageDialog } from './MessageDialog';
import { Modal } from './Modal';

async function renderIn(ui: ReactNode) {
  const i18n = await createI18n('ko');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

afterEach(() => vi.clearAllMocks());

describe('Modal', () => {
  it('keeps Tab inside the dialog, both ways', async () => {
    await renderIn(
      <Modal title="제목" onClose={() => {}}>
        <button type="button">첫째</button>
        <button type="button">둘째</button>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: '닫기' });
    const first = screen.getByRole('button', { name: '첫째' });
    const second = screen.getByRole('button', { name: '둘째' });
    expect(document.activeElement).toBe(first);
    second.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(second);
  });

  it('closes on Escape unless busy', async () => {
    const onClose = vi.fn();
    const { rerender } = await renderIn(
      <Modal title="제목" onClose={onClose} busy>
        <p>본문</p>
      </Modal>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const i18n = await createI18n('ko');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Modal title="제목" onClose={onClose}>
          <p>본문</p>
        </Modal>
      </I18nextProvider>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('MessageDialog', () => {
  it('tells: an error is announced and OK closes it', async () => {
    const onClose = vi.fn();
    await renderIn(
      <MessageDialog title="결제하기" message="결제 요청 실패: x" tone="error" onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: '결제하기' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('결제 요청 실패: x');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks: cancel closes, confirm runs the action', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    await renderIn(
      <MessageDialog
        title="환불"
        message="환불할까요?"
        onClose={onClose}
        onConfirm={onConfirm}
        confirmLabel="환불"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('환불할까요?');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '환불' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

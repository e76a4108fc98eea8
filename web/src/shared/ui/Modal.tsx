import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cx } from './classNames';
import { Icon } from './Icon';
import './Modal.css';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Blocks closing (Escape, backdrop, close button) while work is running. */
  busy?: boolean;
  /** lg: wide enough to show an image larger than the page shows it inline (the lightbox). */
  size?: 'sm' | 'md' | 'lg';
};

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the panel, as a modal dialog must (WAI-ARIA dialog pattern). */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('disabled'),
  );
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A dialog over the page: focus moves in and stays there (Tab wraps), Escape and the backdrop close it, focus
 * returns on close.
 */
export function Modal({ title, onClose, children, busy = false, size = 'md' }: Props) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, button:not([data-close]), a[href]');
    (first ?? panel.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onClose();
      if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, onClose]);

  return createPortal(
    <div className="modal" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div
        ref={panel}
        className={cx('modal__panel', `modal__panel--${size}`)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            data-close
            aria-label={t('actions.close')}
            onClick={onClose}
            disabled={busy}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

// A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it, and
// the page behind is inert. Focus returns to whatever opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './controls.css';

export interface DialogProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  /** Extra class on the dialog (size variants). */
  className?: string;
  footer?: ReactNode;
}

/** Rendered only while open: mount it to open, unmount it to close. */
export function Dialog({ title, closeLabel, onClose, children, className, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // Environments without showModal (jsdom): open it in place.
      dialog.setAttribute('open', '');
    }
    document.documentElement.classList.add('y-dialog-open');
    return () => {
      document.documentElement.classList.remove('y-dialog-open');
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['y-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === ref.current) close.current();
      }}
    >
      <div className="y-dialog__frame">
        <div className="y-dialog__head">
          <h2 id={titleId} className="y-dialog__title">
            {title}
          </h2>
          <button type="button" className="y-dialog__close" aria-label={closeLabel} onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="y-dialog__body">{children}</div>
        {footer && <div className="y-dialog__foot">{footer}</div>}
      </div>
    </dialog>
  );
}

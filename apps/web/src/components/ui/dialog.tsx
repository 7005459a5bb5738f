import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/lib/cn';

import { X } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** While true, Escape and the backdrop do not close the dialog (e.g. a payment in flight). */
  busy?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: rendered over the page, focus moves inside on open and stays there (Tab
 * cycles), Escape closes, and focus returns to the element that opened it. The rest of the page
 * is made inert while it is open.
 */
export function Dialog({ title, description, onClose, busy, children, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    first?.focus();
    // Everything else on the page leaves the tab order and the accessibility tree.
    const portalRoot = panel?.closest<HTMLElement>('[data-dialog-root]');
    const siblings = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== portalRoot && !el.inert,
    );
    for (const el of siblings) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of siblings) el.inert = false;
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busyRef.current) closeRef.current();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (
      e.shiftKey &&
      (document.activeElement === firstItem || document.activeElement === panelRef.current)
    ) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div data-dialog-root="" className="fixed inset-0 z-50">
      <div
        aria-hidden
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        onClick={() => {
          if (!busyRef.current) closeRef.current();
        }}
      />
      <div className="pointer-events-none absolute inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-6">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={cn(
            'pointer-events-auto relative max-h-[100dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl outline-none sm:max-h-[calc(100dvh-3rem)] sm:max-w-md sm:rounded-2xl',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => closeRef.current()}
              disabled={busy}
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-40"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="px-5 py-5 sm:px-6">{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { focusableIn, trappedFocusTarget } from './focusTrap';

/** The dialogs open now, the last on top: keys belong to the top one only. */
const openDialogs: symbol[] = [];

/**
 * A dialog: named by its title, focus moved inside on open, kept inside with Tab,
 * Escape closes, and focus goes back where it was on close.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  /** Text, or text with a display name's custom emoji (its name then reads their shortcodes). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  // Read as the dialog first renders: by the time its effect runs, something inside it (a
  // player) may have taken focus already, or the opener may have lost it.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  const ref = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's new callback does not run the opening again.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  // Laid out with the dialog's first frame: a key pressed as soon as it shows is its own, and
  // nothing else can take the focus it gives back before it does.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const self = Symbol('dialog');
    openDialogs.push(self);
    // Whatever had focus: an HTMLElement or SVGElement can take it back, another element
    // cannot. If something inside the dialog took it first, what had it as the dialog was
    // asked for.
    const active = document.activeElement;
    const previous: (Element & { focus?: () => void }) | null =
      active && active !== document.body && !dialog.contains(active) ? active : opener;
    (focusableIn(dialog)[0] ?? dialog).focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        // Handled: the page's own Escape (which lets go of the focus) leaves it alone, whichever
        // listener comes first.
        event.preventDefault();
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab') {
        const active =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const target = trappedFocusTarget(focusableIn(dialog), active, event.shiftKey);
        if (target === null) return;
        event.preventDefault();
        if (target !== 'stay') target.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      previous?.focus?.();
    };
  }, [opener]);
  return (
    <div className="modal-root" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppHistory } from '../../components/navigation/navigation';
import { useDeckColumn } from '../columns/deckColumnContext';
import { ColumnHeaderControls, type PinDescriptor } from '../columns/ColumnHeaderControls';
import { useColumnFrame } from './columnFrame';
import { useDocumentTitle } from './useDocumentTitle';

const textOf = (title: ReactNode) =>
  typeof title === 'string' || typeof title === 'number' ? String(title) : undefined;

interface Props {
  title: ReactNode;
  children: ReactNode;
  /** Show a back button (detail screens). */
  showBack?: boolean;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  className?: string;
  /** What this screen is as a deck column: it can be pinned, and once saved, configured. */
  pin?: PinDescriptor;
  /** The tab's title, when the title shown is not plain text. */
  documentTitle?: string;
}

/**
 * Keeps `--column-header-height` on the column at its header's height, which its actions may
 * make taller than one line: what floats under the header as the reader scrolls (the "new
 * posts" button) sits there.
 */
function useHeaderHeight() {
  const columnRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const column = columnRef.current;
    const header = headerRef.current;
    if (!column || !header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      column.style.setProperty('--column-header-height', `${String(header.offsetHeight)}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return { columnRef, headerRef };
}

/** One column: a named region with a header; the same in every layout. */
export function Column({
  title,
  children,
  showBack,
  actions,
  className,
  pin,
  documentTitle,
}: Props) {
  const headingId = useId();
  const { back } = useAppHistory();
  // A saved deck column stays where it is: there is nothing to go back from.
  const isDeckColumn = useDeckColumn() !== null;
  const frame = useColumnFrame();
  const { columnRef, headerRef } = useHeaderHeight();
  // The screen the address shows names the tab; the deck's saved columns beside it do not.
  useDocumentTitle(isDeckColumn ? undefined : (documentTitle ?? textOf(title)));
  return (
    <section ref={columnRef} className={`column ${className ?? ''}`} aria-labelledby={headingId}>
      <header ref={headerRef} className="column-header">
        {showBack && !isDeckColumn && (
          <button type="button" className="column-header__back" onClick={back}>
            <Icon name="back" />
            <FormattedMessage id="column_back_button.label" defaultMessage="Back" />
          </button>
        )}
        <h2 id={headingId} className="column-header__title">
          {frame?.label}
          {title}
        </h2>
        {actions && <div className="column-header__actions">{actions}</div>}
        {frame ? frame.controls : <ColumnHeaderControls pin={pin} />}
      </header>
      <div className="column__body">{children}</div>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
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
  // The screen the address shows names the tab; the deck's saved columns beside it do not.
  useDocumentTitle(isDeckColumn ? undefined : (documentTitle ?? textOf(title)));
  return (
    <section className={`column ${className ?? ''}`} aria-labelledby={headingId}>
      <header className="column-header">
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

import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppHistory } from '../../components/navigation/navigation';

interface Props {
  title: ReactNode;
  children: ReactNode;
  /** Show a back button (detail screens). */
  showBack?: boolean;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  className?: string;
}

/** One column: a named region with a header; the same in every layout. */
export function Column({ title, children, showBack, actions, className }: Props) {
  const headingId = useId();
  const { back } = useAppHistory();
  return (
    <section className={`column ${className ?? ''}`} aria-labelledby={headingId}>
      <header className="column-header">
        {showBack && (
          <button type="button" className="column-header__back" onClick={back}>
            <Icon name="back" />
            <FormattedMessage id="column_back_button.label" defaultMessage="Back" />
          </button>
        )}
        <h2 id={headingId} className="column-header__title">
          {title}
        </h2>
        {actions && <div className="column-header__actions">{actions}</div>}
      </header>
      <div className="column__body">{children}</div>
    </section>
  );
}

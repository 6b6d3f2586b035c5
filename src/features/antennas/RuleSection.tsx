import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ANTENNA_TEXT } from './antennaMessages';

/**
 * One rule list of an antenna: a region named by its heading, its entries (or a word that
 * there are none), and what follows them (the field to add one).
 */
export function RuleSection({
  title,
  count,
  entries,
  children,
}: {
  title: string;
  count: number;
  /** The entries as list items. */
  entries: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="antenna-rule" aria-labelledby={headingId}>
      <h3 id={headingId} className="antenna-rule__title">
        {title}
      </h3>
      {count > 0 ? (
        <ul className="antenna-rule__entries" aria-label={title}>
          {entries}
        </ul>
      ) : (
        <p className="antenna-rule__empty">{intl.formatMessage(ANTENNA_TEXT.noEntries)}</p>
      )}
      {children}
    </section>
  );
}

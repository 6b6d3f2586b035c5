import { useIntl } from 'react-intl';
import { Status } from '../../components/status/Status';

/** The account's pinned posts, above its posts, each marked 'Pinned post'. */
export function PinnedStatuses({ ids }: { ids: string[] }) {
  const intl = useIntl();
  if (ids.length === 0) return null;
  return (
    <section
      className="account__pinned"
      aria-label={intl.formatMessage({
        id: 'account.pinned_posts',
        defaultMessage: 'Pinned posts',
      })}
    >
      {ids.map((id) => (
        <Status key={id} id={id} view="account" pinned />
      ))}
    </section>
  );
}

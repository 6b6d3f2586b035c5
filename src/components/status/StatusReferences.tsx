import { useIntl } from 'react-intl';
import type { Status } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import { selectAccount, selectHasStatusReferences } from '../../store/selectors';
import { AppLink } from '../AppLink';
import { Icon } from '../Icon';

/** How many posts this one refers to, by its count or the ids it came with. */
export const referencesCount = (status: Status): number =>
  Math.max(status.statusReferencesCount, status.statusReferenceIds.length);

/** kmyblue status references: a compact line saying this post refers to others. */
export function StatusReferences({ status }: { status: Status }) {
  const intl = useIntl();
  const hasReferences = useAppSelector(selectHasStatusReferences);
  const acct = useAppSelector((s) => selectAccount(s, status.accountId)?.acct ?? '');
  const count = referencesCount(status);
  if (!hasReferences || count === 0) return null;
  return (
    <AppLink to={`/@${acct}/${status.id}`} className="status__references">
      <Icon name="hashtag" size={14} />
      {intl.formatMessage(
        {
          id: 'status.references_count',
          defaultMessage: '{count, plural, one {# reference} other {# references}}',
        },
        { count },
      )}
    </AppLink>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import type { Account } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';

/** "{name} has indicated that their new account is now:" with the new account. */
export function MovedBanner({ account }: { account: Account }) {
  const intl = useIntl();
  const target = useAppSelector((s) => selectAccount(s, account.movedToAccountId));
  if (!target) return null;
  return (
    <section className="account-banner account-banner--moved">
      <p>
        <FormattedMessage
          id="account.moved_to"
          defaultMessage="{name} has indicated that their new account is now:"
          values={{ name: <DisplayName account={account} withAcct={false} /> }}
        />
      </p>
      <div className="account-banner__target">
        <Avatar account={target} size={36} />
        <DisplayName account={target} />
        <AppLink className="button" to={`/@${target.acct}`}>
          {intl.formatMessage({ id: 'account.go_to_profile', defaultMessage: 'Go to profile' })}
        </AppLink>
      </div>
    </section>
  );
}

export function MemorialBanner() {
  return (
    <p className="account-banner account-banner--memorial">
      <FormattedMessage id="account.in_memoriam" defaultMessage="In memoriam." />
    </p>
  );
}

export function SuspendedNotice() {
  return (
    <p className="account-banner account-banner--suspended">
      <FormattedMessage
        id="empty_column.account_suspended"
        defaultMessage="This account has been suspended"
      />
    </p>
  );
}

/** A limited account's profile stays behind this until the reader asks to see it. */
export function LimitedNotice({ domain, onReveal }: { domain: string; onReveal: () => void }) {
  return (
    <section className="account-banner account-banner--limited">
      <p>
        <FormattedMessage
          id="limited_account_hint.title"
          defaultMessage="This profile has been hidden by the moderators of {domain}."
          values={{ domain }}
        />
      </p>
      <button type="button" className="button" onClick={onReveal}>
        <FormattedMessage id="limited_account_hint.action" defaultMessage="Show profile anyway" />
      </button>
    </section>
  );
}

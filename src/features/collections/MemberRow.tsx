import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { useAppSelector, useRetainedAccount } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';

/** An account (avatar, display name, acct) with one button: add it or remove it. */
export function MemberRow({
  accountId,
  label,
  onClick,
}: {
  accountId: string;
  label: string;
  onClick: () => void;
}) {
  const account = useAppSelector((s) => selectAccount(s, accountId));
  useRetainedAccount(accountId);
  if (!account) return null;
  return (
    <li className="account-list__item">
      <span className="account-list__account">
        <Avatar account={account} size={36} />
        <DisplayName account={account} />
      </span>
      <button
        type="button"
        className="button"
        aria-label={`${label}: @${account.acct}`}
        onClick={onClick}
      >
        {label}
      </button>
    </li>
  );
}

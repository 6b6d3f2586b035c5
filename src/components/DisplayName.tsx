import type { Account } from '../entities/types';
import { InlineRichText } from './RichText';

export function DisplayName({
  account,
  withAcct = true,
}: {
  account: Account | undefined;
  withAcct?: boolean;
}) {
  if (!account) return <span className="display-name">…</span>;
  return (
    <span className="display-name">
      <bdi className="display-name__html">
        <InlineRichText nodes={account.displayNameNodes} />
      </bdi>
      {withAcct && <span className="display-name__account">@{account.acct}</span>}
    </span>
  );
}

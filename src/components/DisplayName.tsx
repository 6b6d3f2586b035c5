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
  // Without the account line the name sits inside a sentence or a title, so it flows as text
  // (and a heading's accessible name reads "Follow Carol" with no break).
  return (
    <span className={withAcct ? 'display-name' : 'display-name display-name--inline'}>
      <bdi className="display-name__html">
        <InlineRichText nodes={account.displayNameNodes} />
      </bdi>
      {withAcct && <span className="display-name__account">@{account.acct}</span>}
    </span>
  );
}

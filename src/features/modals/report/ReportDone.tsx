import { useIntl } from 'react-intl';
import type { Account } from '../../../entities/types';
import { toggleFollow } from '../../../store/accounts/accountActions';
import { blockAccount, muteAccount } from '../../../store/accounts/relationshipActions';
import { selectRelationship } from '../../../store/accounts/selectors';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

/** After the report: what the reader can do about the account meanwhile. */
export function ReportDone({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const relationship = useAppSelector((s) => selectRelationship(s, account.id));
  const t = (id: string, defaultMessage: string) =>
    intl.formatMessage({ id, defaultMessage }, { name: account.username });
  const offer = (
    key: string,
    label: string,
    explanation: string,
    done: boolean,
    doneLabel: string,
    act: () => void,
  ) => (
    <li key={key} className="report__offer">
      <button type="button" className="button" disabled={done} onClick={act}>
        {done ? doneLabel : label}
      </button>
      <span className="modal__hint">{explanation}</span>
    </li>
  );
  return (
    <>
      <p>
        {t(
          'report.thanks.take_action_actionable',
          'While we review this, you can take action against @{name}:',
        )}
      </p>
      <ul className="modal__list">
        {relationship?.following &&
          offer(
            'unfollow',
            t('report.unfollow', 'Unfollow @{name}'),
            t(
              'report.unfollow_explanation',
              'You are following this account. To not see their posts in your home feed anymore, unfollow them.',
            ),
            false,
            '',
            () => void dispatch(toggleFollow({ id: account.id, follow: false })),
          )}
        {offer(
          'mute',
          t('report.mute', 'Mute'),
          t(
            'report.mute_explanation',
            'You will not see their posts. They can still follow you and see your posts and will not know that they are muted.',
          ),
          relationship?.muting ?? false,
          t('account.muted', 'Muted'),
          () =>
            void dispatch(muteAccount({ accountId: account.id, notifications: true, duration: 0 })),
        )}
        {offer(
          'block',
          t('report.block', 'Block'),
          t(
            'report.block_explanation',
            'You will not see their posts. They will not be able to see your posts or follow you. They will be able to tell that they are blocked.',
          ),
          relationship?.blocking ?? false,
          t('account.blocked', 'Blocked'),
          () => void dispatch(blockAccount(account.id)),
        )}
      </ul>
    </>
  );
}

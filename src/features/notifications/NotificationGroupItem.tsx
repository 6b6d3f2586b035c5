import { memo } from 'react';
import { shallowEqual } from 'react-redux';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { Status } from '../../components/status/Status';
import { selectRelationship } from '../../store/accounts/selectors';
import { useAppSelector } from '../../store/hooks';
import { selectAccount, selectMeId, selectStatus } from '../../store/selectors';
import { selectNotificationGroup } from '../../store/notifications/selectors';
import { FollowRequestAnswers } from '../relationships/FollowRequestAnswers';
import { NOTIFICATION_ICONS } from './notificationIcons';
import { NotificationMessage, useNotificationText } from './NotificationMessage';
import { NotificationReactions } from './NotificationReactions';

/** Types about an account, not a post: no post is shown under them. */
const WITHOUT_STATUS = new Set(['follow', 'follow_request', 'admin.sign_up', 'admin.report']);

/** Up to 8 sample avatars (SPEC), the first one in the tab order. */
const SAMPLE_AVATARS_MAX = 8;

/** One notification group: who did what, and the post it was about. */
export const NotificationGroupItem = memo(function NotificationGroupItem({
  groupKey,
  position,
}: {
  groupKey: string;
  position: number;
}) {
  const group = useAppSelector((s) => selectNotificationGroup(s, groupKey));
  const first = useAppSelector((s) => selectAccount(s, group?.sampleAccountIds[0]));
  // A new array on every call: compared item by item, so only a change of these accounts renders.
  const samples = useAppSelector(
    (s) => group?.sampleAccountIds.map((id) => selectAccount(s, id)),
    shallowEqual,
  );
  const meId = useAppSelector(selectMeId);
  const statusAccountId = useAppSelector((s) => selectStatus(s, group?.statusId)?.accountId);
  // A request answered (here or elsewhere) no longer asks: its buttons go.
  const stillRequested = useAppSelector((s) =>
    first ? selectRelationship(s, first.id)?.requestedBy !== false : false,
  );
  const ownPoll = statusAccountId !== undefined && statusAccountId === meId;
  const text = useNotificationText(group, first, ownPoll);
  if (!group) return null;
  const showsStatus = group.statusId !== null && !WITHOUT_STATUS.has(group.type);
  return (
    <article
      className={`notification notification--${group.type}`}
      aria-label={text}
      aria-posinset={position}
      aria-setsize={-1}
      tabIndex={0}
    >
      <div className="notification__header">
        <Icon name={NOTIFICATION_ICONS[group.type]} className="notification__icon" />
        <div className="notification__avatars">
          {samples?.slice(0, SAMPLE_AVATARS_MAX).map((account, i) =>
            account ? (
              <AppLink
                key={account.id}
                to={`/@${account.acct}`}
                aria-label={account.displayName}
                tabIndex={i === 0 ? 0 : -1}
              >
                <Avatar account={account} size={28} />
              </AppLink>
            ) : null,
          )}
        </div>
        <p className="notification__message">
          <NotificationMessage group={group} first={first} ownPoll={ownPoll} />
        </p>
        {group.type === 'emoji_reaction' && (
          <NotificationReactions reactions={group.emojiReactionGroups} />
        )}
        {group.type === 'follow_request' && first && stillRequested && (
          <div className="notification__answers">
            <FollowRequestAnswers accountId={first.id} />
          </div>
        )}
      </div>
      {showsStatus && group.statusId && (
        <div className="notification__status">
          <Status id={group.statusId} view="notifications" />
        </div>
      )}
    </article>
  );
});

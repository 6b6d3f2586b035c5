import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { AnimatedImage } from '../../components/AnimatedImage';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { Icon } from '../../components/Icon';
import { RelationshipButton } from '../../components/RelationshipButton';
import { RichText } from '../../components/RichText';
import type { Account } from '../../entities/types';
import { accountNote } from '../../entities/account';
import { selectAccountProfile, selectRelationship } from '../../store/accounts/selectors';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectMeId } from '../../store/selectors';
import { MemorialBanner, MovedBanner } from './AccountBanners';
import { AccountCounts } from './AccountCounts';
import { Endorsements, FeaturedTags } from './AccountFeatured';
import { AccountFields, AccountRoles } from './AccountFields';
import { AccountMenu } from './AccountMenu';
import { FamiliarFollowers } from './FamiliarFollowers';
import { FollowButton } from './FollowButton';
import { PrivateNote } from './PrivateNote';
import './account.css';

/** Automated, Group and Follows you, as Mastodon badges them. */
function AccountBadges({ account }: { account: Account }) {
  const relationship = useAppSelector((s) => selectRelationship(s, account.id));
  return (
    <div className="account-header__badges">
      {account.bot && (
        <span className="account-badge">
          <FormattedMessage id="account.badges.bot" defaultMessage="Automated" />
        </span>
      )}
      {account.group && (
        <span className="account-badge">
          <FormattedMessage id="account.badges.group" defaultMessage="Group" />
        </span>
      )}
      {relationship?.followedBy && (
        <span className="account-badge account-badge--follows-you">
          <FormattedMessage id="account.follows_you" defaultMessage="Follows you" />
        </span>
      )}
      <AccountRoles account={account} />
    </div>
  );
}

function AccountButtons({ account }: { account: Account }) {
  const meId = useAppSelector(selectMeId);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (account.id === meId) {
    return (
      <div className="account-header__buttons">
        <AppLink className="button" to="/settings/profile">
          <FormattedMessage id="account.edit_profile" defaultMessage="Edit profile" />
        </AppLink>
        <AccountMenu account={account} />
      </div>
    );
  }
  return (
    <div className="account-header__buttons">
      {!account.suspended && !account.memorial && <FollowButton account={account} />}
      {isSignedIn && <RelationshipButton account={account} kind="mute" />}
      {isSignedIn && <RelationshipButton account={account} kind="block" />}
      <AccountMenu account={account} />
    </div>
  );
}

/**
 * The top of an account page. `details` is false for a suspended account, or a limited one the
 * reader has not asked to see: then only its name shows, and the page says why.
 */
export function AccountHeader({ account, details }: { account: Account; details: boolean }) {
  const intl = useIntl();
  const meId = useAppSelector(selectMeId);
  const profile = useAppSelector((s) => selectAccountProfile(s, account.id));
  return (
    <div className="account-header">
      {account.movedToAccountId && <MovedBanner account={account} />}
      {account.memorial && <MemorialBanner />}
      {account.header && details && (
        <AnimatedImage
          className="account-header__image"
          src={account.header}
          staticSrc={account.headerStatic}
          alt=""
          loading="lazy"
        />
      )}
      <div className="account-header__bar">
        <Avatar account={account} size={90} />
        <AccountButtons account={account} />
      </div>
      <h3 className="account-header__name">
        <DisplayName account={account} />
        {account.locked && (
          <span
            className="account-header__lock"
            role="img"
            aria-label={intl.formatMessage({ id: 'account.locked_info', defaultMessage: 'Locked' })}
          >
            <Icon name="lock" size={14} />
          </span>
        )}
      </h3>
      {details && (
        <>
          <AccountBadges account={account} />
          <RichText nodes={accountNote(account).nodes} className="account-header__note" />
          <AccountFields account={account} />
          <AccountCounts account={account} />
          {profile?.familiarFollowerIds && <FamiliarFollowers ids={profile.familiarFollowerIds} />}
          {profile?.featuredTags && <FeaturedTags account={account} tags={profile.featuredTags} />}
          {profile?.endorsementIds && <Endorsements ids={profile.endorsementIds} />}
          {meId !== null && account.id !== meId && <PrivateNote accountId={account.id} />}
        </>
      )}
    </div>
  );
}

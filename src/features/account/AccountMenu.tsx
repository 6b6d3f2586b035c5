import { useState } from 'react';
import { useIntl } from 'react-intl';
import { copyLink } from '../../components/copyText';
import { DropdownMenu, type MenuItem } from '../../components/DropdownMenu';
import { useOpenComposer } from '../../components/navigation/useOpenComposer';
import { remoteDomain } from '../../entities/accountDisplay';
import type { Account } from '../../entities/types';
import { changeAccountRelation, changeFollowOptions } from '../../store/accounts/profileActions';
import { selectRelationship } from '../../store/accounts/selectors';
import { startDirect, startMention } from '../../store/compose/composeActions';
import { blockDomain, unblockDomain } from '../../store/domainBlocks/domainBlockActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import { selectHasCircles, selectIsSignedIn, selectMeId } from '../../store/selectors';
import { ConfirmationModal } from '../modals/ConfirmationModal';
import { AccountCollectionsDialog } from './AccountCollectionsDialog';

type Dialog = 'lists' | 'circles' | 'remove_follower' | 'block_domain' | null;

/** The account's More menu (Mastodon's items, kmyblue's circles where the server has them). */
export function AccountMenu({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const openComposer = useOpenComposer();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const hasCircles = useAppSelector(selectHasCircles);
  const meId = useAppSelector(selectMeId);
  const relationship = useAppSelector((s) => selectRelationship(s, account.id));
  const [dialog, setDialog] = useState<Dialog>(null);
  const domain = remoteDomain(account);
  const t = (id: string, defaultMessage: string) =>
    intl.formatMessage({ id, defaultMessage }, { name: account.username, domain });
  const items: MenuItem[] = [];
  const add = (key: string, label: string, onSelect: () => void, danger = false) =>
    items.push({ key, label, onSelect, danger });

  if (isSignedIn) {
    add('mention', t('account.mention', 'Mention @{name}'), () => {
      dispatch(startMention(account));
      openComposer();
    });
    add('direct', t('account.direct', 'Direct message @{name}'), () => {
      dispatch(startDirect(account));
      openComposer();
    });
  }
  if (relationship?.following) {
    const reblogs = relationship.showingReblogs;
    add(
      'reblogs',
      reblogs
        ? t('account.hide_reblogs', 'Hide boosts from @{name}')
        : t('account.show_reblogs', 'Show boosts from @{name}'),
      () =>
        void dispatch(
          changeFollowOptions({ accountId: account.id, options: { reblogs: !reblogs } }),
        ),
    );
    const notifying = relationship.notifying;
    add(
      'notify',
      notifying
        ? t('account.disable_notifications', 'Stop notifying me when @{name} posts')
        : t('account.enable_notifications', 'Notify me when @{name} posts'),
      () =>
        void dispatch(
          changeFollowOptions({ accountId: account.id, options: { notify: !notifying } }),
        ),
    );
    add(
      'endorse',
      relationship.endorsed
        ? t('account.unendorse', 'Stop featuring on profile')
        : t('account.endorse', 'Feature on profile'),
      () =>
        void dispatch(
          changeAccountRelation({
            accountId: account.id,
            action: relationship.endorsed ? 'unpin' : 'pin',
          }),
        ),
    );
    add('lists', t('account.add_or_remove_from_list', 'Add to list'), () => setDialog('lists'));
  }
  if (relationship?.followedBy && hasCircles) {
    add('circles', t('account.add_or_remove_from_circle', 'Add to circle'), () =>
      setDialog('circles'),
    );
  }
  if (relationship?.followedBy) {
    add(
      'remove-follower',
      t('account.remove_from_followers', 'Remove {name} from followers'),
      () => setDialog('remove_follower'),
      true,
    );
  }
  // A whole server, for an account of another one (Mastodon's "Block domain").
  if (domain && relationship) {
    if (relationship.domainBlocking)
      add('unblock-domain', t('account.unblock_domain', 'Unblock domain {domain}'), () => {
        void dispatch(unblockDomain(domain));
      });
    else
      add(
        'block-domain',
        t('account.block_domain', 'Block domain {domain}'),
        () => setDialog('block_domain'),
        true,
      );
  }
  if (isSignedIn && meId !== account.id) {
    add(
      'report',
      t('account.report', 'Report @{name}'),
      () =>
        dispatch(modalOpened({ type: 'REPORT', props: { accountId: account.id, statusId: null } })),
      true,
    );
  }
  add(
    'copy',
    t('account.copy', 'Copy link to profile'),
    () => void dispatch(copyLink(account.url)),
  );
  if (domain && account.url) {
    add('open-original', t('account.open_original_page', 'Open original page'), () =>
      window.open(account.url, '_blank', 'noopener,noreferrer'),
    );
  }

  return (
    <>
      <DropdownMenu icon="more" title={t('account.more', 'More')} items={items} />
      {(dialog === 'lists' || dialog === 'circles') && (
        <AccountCollectionsDialog account={account} kind={dialog} onClose={() => setDialog(null)} />
      )}
      {dialog === 'block_domain' && domain && (
        <ConfirmationModal
          title={t('confirmations.domain_block.title', 'Block domain?')}
          confirm={t('confirmations.domain_block.confirm', 'Block domain {domain}')}
          onConfirm={() => void dispatch(blockDomain(domain))}
          onClose={() => setDialog(null)}
        >
          <p>
            {t(
              'confirmations.domain_block.message',
              'You will not see posts or notifications from users on {domain}. Your followers from {domain} will be removed.',
            )}
          </p>
        </ConfirmationModal>
      )}
      {dialog === 'remove_follower' && (
        <ConfirmationModal
          title={t('confirmations.remove_from_followers.title', 'Remove follower?')}
          confirm={t('confirmations.remove_from_followers.confirm', 'Remove follower')}
          onConfirm={() =>
            void dispatch(
              changeAccountRelation({ accountId: account.id, action: 'remove_from_followers' }),
            )
          }
          onClose={() => setDialog(null)}
        >
          <p>
            {t(
              'confirmations.remove_from_followers.message',
              '{name} will stop following you. Are you sure you want to proceed?',
            )}
          </p>
        </ConfirmationModal>
      )}
    </>
  );
}

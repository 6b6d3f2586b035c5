import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Account, Status } from '../../entities/types';
import { useOpenComposer } from '../navigation/useOpenComposer';
import { startEdit, startRedraft } from '../../store/compose/composeActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modals';
import {
  selectHasBookmarkCategories,
  selectHasLegacyQuotes,
  selectMeId,
} from '../../store/selectors';
import {
  deleteStatus,
  toggleConversationMute,
  togglePin,
} from '../../store/statuses/statusActions';
import { selectConfirmDelete } from '../../store/session/settingsSelectors';
import type { MenuItem } from '../DropdownMenu';
import { copyLink } from '../copyText';

/** Own posts that may be pinned on the profile (Mastodon: public, unlisted and private). */
const PINNABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login', 'private']);
/** Private, direct and limited posts can only be quoted by their author: nothing to change. */
const QUOTABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login']);

/**
 * The items of a status's More menu, in one list so more are easy to add. `contextType` is
 * the view the status is seen in (for 'Filter this post').
 */
export function useStatusMenuItems(
  status: Status,
  account: Account | undefined,
  contextType: string,
): MenuItem[] {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const meId = useAppSelector(selectMeId);
  const hasCategories = useAppSelector(selectHasBookmarkCategories);
  const hasQuotes = useAppSelector(selectHasLegacyQuotes);
  const confirmDelete = useAppSelector(selectConfirmDelete);
  const openComposer = useOpenComposer();

  return useMemo(() => {
    const t = (id: string, defaultMessage: string, values?: Record<string, string>) =>
      intl.formatMessage({ id, defaultMessage }, values);
    const isOwn = meId !== null && status.accountId === meId;
    const acct = account?.acct ?? '';
    const isRemote = acct.includes('@');
    const items: MenuItem[] = [];
    const add = (item: MenuItem) => items.push(item);

    if (isRemote && status.url) {
      add({
        key: 'open-original',
        label: t('status.open_original', 'Open original page'),
        onSelect: () => window.open(status.url, '_blank', 'noopener,noreferrer'),
      });
    }
    add({
      key: 'copy',
      label: t('status.copy', 'Copy link to post'),
      onSelect: () => void dispatch(copyLink(status.url)),
    });
    if (!meId) return items;

    if (isOwn && PINNABLE.has(status.visibility)) {
      add({
        key: 'pin',
        separatorBefore: true,
        label: status.pinned
          ? t('status.unpin', 'Unpin from profile')
          : t('status.pin', 'Pin on profile'),
        onSelect: () => void dispatch(togglePin({ id: status.id, value: !status.pinned })),
      });
    }
    if (isOwn || status.mentions.some((m) => m.id === meId)) {
      add({
        key: 'mute-conversation',
        label: status.muted
          ? t('status.unmute_conversation', 'Unmute conversation')
          : t('status.mute_conversation', 'Mute conversation'),
        onSelect: () =>
          void dispatch(toggleConversationMute({ id: status.id, value: !status.muted })),
      });
    }
    if (hasCategories) {
      add({
        key: 'bookmark-category',
        label: t('status.bookmark_category', 'Bookmark category'),
        onSelect: () =>
          dispatch(modalOpened({ type: 'BOOKMARK_CATEGORY', props: { statusId: status.id } })),
      });
    }
    if (!isOwn) {
      add({
        key: 'filter',
        separatorBefore: true,
        label: t('status.filter', 'Filter this post'),
        onSelect: () =>
          dispatch(modalOpened({ type: 'FILTER', props: { statusId: status.id, contextType } })),
      });
      add({
        key: 'mute',
        label: t('account.mute', 'Mute @{name}', { name: account?.username ?? acct }),
        onSelect: () =>
          dispatch(modalOpened({ type: 'MUTE', props: { accountId: status.accountId, acct } })),
      });
      add({
        key: 'block',
        danger: true,
        label: t('account.block', 'Block @{name}', { name: account?.username ?? acct }),
        onSelect: () =>
          dispatch(modalOpened({ type: 'BLOCK', props: { accountId: status.accountId, acct } })),
      });
      add({
        key: 'report',
        label: t('status.report', 'Report @{name}', { name: account?.username ?? acct }),
        onSelect: () =>
          dispatch(
            modalOpened({
              type: 'REPORT',
              props: { accountId: status.accountId, statusId: status.id },
            }),
          ),
      });
    } else {
      if (hasQuotes && QUOTABLE.has(status.visibility)) {
        add({
          key: 'quote-policy',
          label: t('status.quote_policy_change', 'Change who can quote'),
          onSelect: () =>
            dispatch(modalOpened({ type: 'QUOTE_POLICY', props: { statusId: status.id } })),
        });
      }
      add({
        key: 'edit',
        separatorBefore: true,
        label: t('status.edit', 'Edit'),
        onSelect: () => {
          void dispatch(startEdit(status.id));
          openComposer();
        },
      });
      add({
        key: 'delete',
        danger: true,
        label: t('status.delete', 'Delete'),
        onSelect: () =>
          confirmDelete
            ? dispatch(modalOpened({ type: 'DELETE_STATUS', props: { statusId: status.id } }))
            : void dispatch(deleteStatus(status.id)),
      });
      add({
        key: 'redraft',
        danger: true,
        label: t('status.redraft', 'Delete & re-draft'),
        onSelect: () => {
          if (confirmDelete) {
            dispatch(
              modalOpened({ type: 'DELETE_STATUS', props: { statusId: status.id, redraft: true } }),
            );
            return;
          }
          void dispatch(startRedraft(status.id));
          openComposer();
        },
      });
    }
    return items;
  }, [
    intl,
    dispatch,
    meId,
    hasCategories,
    hasQuotes,
    confirmDelete,
    openComposer,
    status,
    account,
    contextType,
  ]);
}

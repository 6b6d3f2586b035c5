import { useAppHistory } from '../navigation/navigation';
import { useOpenComposer } from '../navigation/useOpenComposer';
import { useStatusHotkey } from '../hotkeys/statusHotkeys';
import { startMention } from '../../store/compose/composeActions';
import { useAppDispatch } from '../../store/hooks';
import type { Account, Status } from '../../entities/types';
import type { StatusHandlers } from './useStatusHandlers';

/**
 * The focused post's keys that are not one of its buttons: mention the author, open the post
 * or the author's profile, show or hide the text behind its content warning.
 */
export function useStatusKeyCommands(
  status: Status,
  account: Account | undefined,
  handlers: StatusHandlers,
) {
  const dispatch = useAppDispatch();
  const { push } = useAppHistory();
  const openComposer = useOpenComposer();
  const acct = account?.acct;
  useStatusHotkey(
    'mention',
    acct === undefined || handlers.isOwn
      ? null
      : () => {
          dispatch(startMention({ acct }));
          openComposer();
        },
  );
  useStatusHotkey('openProfile', acct === undefined ? null : () => push(`/@${acct}`));
  useStatusHotkey('open', acct === undefined ? null : () => push(`/@${acct}/${status.id}`));
  useStatusHotkey('toggleHidden', status.spoilerText ? handlers.onToggleHidden : null);
}

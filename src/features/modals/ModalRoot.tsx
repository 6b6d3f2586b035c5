import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalClosed } from '../../store/modals';
import { selectTopModal } from '../../store/selectors';
import { BlockModal } from './BlockModal';
import { BookmarkCategoryModal } from './BookmarkCategoryModal';
import { BoostModal } from './BoostModal';
import { DeleteStatusModal } from './DeleteStatusModal';
import { FilterModal } from './FilterModal';
import { InteractionModal } from './InteractionModal';
import { MuteModal } from './MuteModal';
import { ReportModal } from './report/ReportModal';
import { UnfollowModal } from './UnfollowModal';

/** Modals opened by name; the top one of the stack shows. */
export function ModalRoot() {
  const dispatch = useAppDispatch();
  const top = useAppSelector(selectTopModal);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (!top) return null;
  switch (top.type) {
    case 'INTERACTION':
      return <InteractionModal {...top.props} onClose={close} />;
    case 'BOOST':
      return <BoostModal {...top.props} onClose={close} />;
    case 'FILTER':
      return <FilterModal {...top.props} onClose={close} />;
    case 'BLOCK':
      return <BlockModal {...top.props} onClose={close} />;
    case 'MUTE':
      return <MuteModal {...top.props} onClose={close} />;
    case 'DELETE_STATUS':
      return <DeleteStatusModal {...top.props} onClose={close} />;
    case 'BOOKMARK_CATEGORY':
      return <BookmarkCategoryModal {...top.props} onClose={close} />;
    case 'UNFOLLOW':
      return <UnfollowModal {...top.props} onClose={close} />;
    case 'REPORT':
      return <ReportModal {...top.props} onClose={close} />;
  }
}

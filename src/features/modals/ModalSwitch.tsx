import type { ModalDescriptor } from '../../store/modals';
import { BlockModal } from './BlockModal';
import { BookmarkCategoryModal } from './BookmarkCategoryModal';
import { BoostModal } from './BoostModal';
import { DeleteStatusModal } from './DeleteStatusModal';
import { FilterModal } from './FilterModal';
import { InteractionModal } from './InteractionModal';
import { MuteModal } from './MuteModal';
import { QuotePolicyModal } from './QuotePolicyModal';
import { ReportModal } from './report/ReportModal';
import { UnfollowModal } from './UnfollowModal';

/** The component of a modal opened by name (its own chunk: modals load when first opened). */
export function ModalSwitch({ top, close }: { top: ModalDescriptor; close: () => void }) {
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
    case 'QUOTE_POLICY':
      return <QuotePolicyModal {...top.props} onClose={close} />;
    case 'UNFOLLOW':
      return <UnfollowModal {...top.props} onClose={close} />;
    case 'REPORT':
      return <ReportModal {...top.props} onClose={close} />;
  }
}

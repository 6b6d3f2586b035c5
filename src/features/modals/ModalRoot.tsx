import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalClosed } from '../../store/modals';
import { BoostModal } from './BoostModal';
import { InteractionModal } from './InteractionModal';

/** SPEC §2: modals opened by name; the top one of the stack shows. */
export function ModalRoot() {
  const dispatch = useAppDispatch();
  const top = useAppSelector((s) => s.modals.stack[s.modals.stack.length - 1]);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (!top) return null;
  switch (top.type) {
    case 'INTERACTION':
      return <InteractionModal {...top.props} onClose={close} />;
    case 'BOOST':
      return <BoostModal {...top.props} onClose={close} />;
  }
}

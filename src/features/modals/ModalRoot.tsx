import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalClosed } from '../../store/modals';
import { selectTopModal } from '../../store/selectors';

const ModalSwitch = lazy(async () => ({ default: (await import('./ModalSwitch')).ModalSwitch }));

/** Modals opened by name; the top one of the stack shows. */
export function ModalRoot() {
  const dispatch = useAppDispatch();
  const top = useAppSelector(selectTopModal);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (!top) return null;
  return (
    <Suspense fallback={null}>
      <ModalSwitch top={top} close={close} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectPictureInPicture } from '../../store/pictureInPicture/selectors';

// The corner player and its controls load when something first moves into it.
const PictureInPicture = lazy(async () => ({
  default: (await import('./PictureInPicture')).PictureInPicture,
}));

/** The picture-in-picture player, mounted while something plays in it. */
export function PictureInPictureRoot() {
  const playing = useAppSelector(selectPictureInPicture) !== null;
  return playing ? (
    <Suspense fallback={null}>
      <PictureInPicture />
    </Suspense>
  ) : null;
}

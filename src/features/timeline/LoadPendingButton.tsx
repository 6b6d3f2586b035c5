import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { timelinePendingShown } from '../../store/timelines/timelines';
import { usePendingCount } from './usePendingCount';

/** "3 new posts": the statuses waiting above the timeline, shown on a click. */
export function LoadPendingButton({ timelineKey }: { timelineKey: string }) {
  const dispatch = useAppDispatch();
  const count = usePendingCount(timelineKey);
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="load-pending"
      onClick={() => {
        dispatch(timelinePendingShown(timelineKey));
        window.scrollTo({ top: 0 });
      }}
    >
      <FormattedMessage
        id="load_pending"
        defaultMessage="{count, plural, one {# new post} other {# new posts}}"
        values={{ count }}
      />
    </button>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { timelinePendingShown } from '../../store/timelines/timelines';
import { usePendingCount } from './usePendingCount';

/**
 * "3 new posts": the statuses waiting above the timeline, shown on a click. It floats over
 * the top of the feed (PendingBar) rather than pushing it down, so its coming moves nothing.
 */
export function LoadPendingButton({ timelineKey }: { timelineKey: string }) {
  const dispatch = useAppDispatch();
  const count = usePendingCount(timelineKey);
  if (count === 0) return null;
  return (
    <PendingBar>
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
    </PendingBar>
  );
}

/**
 * Where a column's "new" button floats: under the column's header as the reader scrolls, taking
 * no room of its own, so the feed below does not move (nor repaint) when it comes or goes.
 */
export function PendingBar({ children }: { children: ReactNode }) {
  return <div className="load-pending-bar">{children}</div>;
}

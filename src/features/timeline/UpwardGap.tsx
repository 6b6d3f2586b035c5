import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TimelineSource } from '../../entities/timelineSource';
import { useAppDispatch } from '../../store/hooks';
import { loadGap } from '../../store/timelines/timelineActions';
import { useNearEnd } from './useNearEnd';

/**
 * The posts above the reader's restored place: loaded a page at a time (`min_id`, from the
 * post under it) as the reader scrolls up to it, or on a click. The feed holds the reader's
 * post where it is while they come in above it.
 */
export function UpwardGap({ source, gapKey }: { source: TimelineSource; gapKey: string }) {
  const dispatch = useAppDispatch();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setLoading(true);
    void dispatch(loadGap({ source, gapKey }))
      .unwrap()
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };
  // After a failure only the click asks again, so a scroll cannot repeat a failing request.
  const ref = useNearEnd<HTMLButtonElement>(!loading && !failed, load);
  return (
    <button
      ref={ref}
      type="button"
      className="load-gap"
      aria-busy={loading}
      onClick={() => {
        setFailed(false);
        load();
      }}
    >
      <FormattedMessage id="timeline.load_gap" defaultMessage="Load missing posts" />
    </button>
  );
}

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { shallowEqual } from 'react-redux';
import { FormattedMessage } from 'react-intl';
import {
  HOME_SUGGESTIONS_MIN_AGE_MS,
  HOME_SUGGESTIONS_MIN_INDEX,
  PARTIAL_TIMELINE_RETRY_MS,
} from '../../store/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { markerRead } from '../../store/timelines/markers';
import { streamUnwanted, streamWanted, type StreamWish } from '../../store/timelines/streaming';
import { loadTimeline } from '../../store/timelines/timelineActions';
import { openHomeTimeline } from '../../store/timelines/homePlaceActions';
import type { TimelineSource } from '../../entities/timelineSource';
import { timelineKey } from '../../store/timelines/timelineSources';
import { compileRegex } from '../../store/filters/regexFilters';
import { useDeckColumn } from '../columns/deckColumnContext';
import {
  makeSelectTimelineEntries,
  suggestionsIndex,
  type TimelineEntry,
} from './selectTimelineEntries';
import { useDocumentVisible } from './useDocumentVisible';
import { useNearEnd } from './useNearEnd';
import { useSentinel } from './useSentinel';
import { timelineScrolled } from '../../store/timelines/timelines';
import { selectTimelineFlags } from '../../store/timelines/selectors';
import { useRetryOnReconnect } from '../../components/useRetryOnReconnect';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadPendingButton } from './LoadPendingButton';
import { TimelineFeed } from './TimelineFeed';
import { useHomePlace } from './useHomePlace';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** The stream a timeline listens to besides the user stream (home comes with it). */
function streamOf(source: TimelineSource): Omit<StreamWish, 'key'> | null {
  if (source.kind === 'public') {
    const base = source.local ? 'public:local' : source.remote ? 'public:remote' : 'public';
    return { stream: source.onlyMedia ? `${base}:media` : base };
  }
  if (source.kind === 'tag')
    return { stream: source.local ? 'hashtag:local' : 'hashtag', tag: source.tag };
  if (source.kind === 'list') return { stream: 'list', list: source.id };
  if (source.kind === 'antenna') return { stream: 'antenna', antenna: source.id };
  return null;
}

export interface TimelineProps {
  source: TimelineSource;
  /** The accessible name of the feed. */
  label: string;
  emptyMessage: ReactNode;
  /** The view its statuses are seen in, for filters (home, public, account, bookmarks…). */
  filterContext: string;
}

export function Timeline({ source, label, emptyMessage, filterContext }: TimelineProps) {
  const dispatch = useAppDispatch();
  const key = timelineKey(source);
  // Flags and entries only: statuses going to pending render nothing here.
  const timeline = useAppSelector((s) => selectTimelineFlags(s, key), shallowEqual);
  const deckColumn = useDeckColumn();
  const onlyMedia = deckColumn?.column.params.onlyMedia ?? false;
  const columnRegex = compileRegex(deckColumn?.column.params.regex ?? '');
  const [selectEntries] = useState(makeSelectTimelineEntries);
  // A page arriving is never one long task: the feed mounts its posts a few a frame
  // (useWindowedFeed, mountTasks.ts), not in this render.
  const entries = useAppSelector((s) =>
    selectEntries(s, key, filterContext, { onlyMedia, regex: columnRegex }),
  );
  const visible = useDocumentVisible();
  const sourceJson = JSON.stringify(source);
  const [mountedAt] = useState(() => Date.now());

  useEffect(() => {
    const parsed = JSON.parse(sourceJson) as TimelineSource;
    // Home opens where the reader left it (homePlaceActions.ts).
    if (parsed.kind === 'home') void dispatch(openHomeTimeline({}));
    else
      void dispatch(
        loadTimeline({ source: parsed, mode: timeline.hasLoaded ? 'newer' : 'initial' }),
      );
    const stream = streamOf(parsed);
    if (!stream) return undefined;
    dispatch(streamWanted({ key, ...stream }));
    return () => {
      dispatch(streamUnwanted({ key, ...stream }));
    };
    // Loading again is for a new source only, not for every change of the timeline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, sourceJson]);

  const failedMode = timeline.failure?.mode ?? null;
  useRetryOnReconnect(
    failedMode
      ? () =>
          void dispatch(
            loadTimeline({ source: JSON.parse(sourceJson) as TimelineSource, mode: failedMode }),
          )
      : null,
  );

  // isPartial (HTTP 206) means the server is still building the feed; ask again.
  useEffect(() => {
    if (!timeline.isPartial) return undefined;
    const timer = setTimeout(() => {
      void dispatch(
        loadTimeline({ source: JSON.parse(sourceJson) as TimelineSource, mode: 'initial' }),
      );
    }, PARTIAL_TIMELINE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, timeline.isPartial, sourceJson]);

  const firstStatusId = entries.find((e) => e.kind === 'status')?.id;
  useEffect(() => {
    // Not while home is being opened at the reader's place: the top then is not read yet.
    if (key === 'home' && timeline.top && visible && firstStatusId && !timeline.isLoading) {
      dispatch(markerRead({ timeline: 'home', id: firstStatusId }));
    }
  }, [dispatch, key, timeline.top, visible, firstStatusId, timeline.isLoading]);

  const topRef = useSentinel<HTMLDivElement>((isTop) =>
    dispatch(timelineScrolled({ key, top: isTop })),
  );
  // Older posts are asked for once what is near the screen has been mounted and measured.
  const [settledEntries, setSettledEntries] = useState<readonly TimelineEntry[] | null>(null);
  const allShown = settledEntries === entries;
  // After a failure only the retry asks again, so a scroll cannot repeat a failing request.
  const canLoadOlder =
    allShown && timeline.hasLoaded && timeline.hasMore && !timeline.isLoading && !timeline.failure;
  const bottomRef = useNearEnd<HTMLDivElement>(canLoadOlder, () => {
    void dispatch(loadTimeline({ source, mode: 'older' }));
  });

  // A walk over the whole feed: once per list of entries, not on every render of a long feed.
  const suggestionsAt = useMemo(
    () =>
      key === 'home'
        ? suggestionsIndex(
            entries,
            mountedAt,
            HOME_SUGGESTIONS_MIN_AGE_MS,
            HOME_SUGGESTIONS_MIN_INDEX,
          )
        : -1,
    [key, entries, mountedAt],
  );
  const failure = timeline.failure ?? null;
  const place = useHomePlace(key, entries);

  return (
    <div className="timeline">
      <div ref={topRef} className="timeline__top-sentinel" aria-hidden="true" />
      <LoadPendingButton timelineKey={key} />
      {timeline.isPartial && (
        <div className="regeneration-indicator" role="status">
          <FormattedMessage
            id="regeneration_indicator.label"
            defaultMessage="Your home feed is being prepared!"
          />
        </div>
      )}
      <TimelineFeed
        source={source}
        feedKey={`timeline:${key}`}
        entries={entries}
        suggestionsAt={suggestionsAt}
        label={label}
        filterContext={filterContext}
        isLoading={timeline.isLoading}
        hasMore={timeline.hasMore}
        onSettled={setSettledEntries}
        {...place}
      />
      {timeline.hasLoaded && entries.length === 0 && !timeline.isLoading && !failure && (
        <p className="empty-column">{emptyMessage}</p>
      )}
      {failure && !timeline.isLoading && (
        <LoadFailure
          error={failure.error}
          onRetry={() => void dispatch(loadTimeline({ source, mode: failure.mode }))}
        />
      )}
      {timeline.isLoading && <LoadingIndicator />}
      <div ref={bottomRef} className="timeline__bottom-sentinel" aria-hidden="true" />
      {canLoadOlder && entries.length > 0 && (
        <LoadMoreButton onClick={() => void dispatch(loadTimeline({ source, mode: 'older' }))} />
      )}
    </div>
  );
}

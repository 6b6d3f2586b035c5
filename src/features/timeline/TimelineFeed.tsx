import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { InvalidStatus } from '../../components/status/InvalidStatus';
import { Status } from '../../components/status/Status';
import type { TimelineSource } from '../../entities/timelineSource';
import { useAppDispatch } from '../../store/hooks';
import { loadGap } from '../../store/timelines/timelineActions';
import { FollowSuggestions } from './FollowSuggestions';
import type { TimelineEntry } from './selectTimelineEntries';
import { UpwardGap } from './UpwardGap';
import type { FeedPlaceOptions } from './useWindowedFeed';
import { WindowedFeed } from './WindowedFeed';

/** A row of the feed: an entry with its place among the statuses, or the suggestions marker. */
type Row =
  | { kind: 'entry'; key: string; entry: TimelineEntry; position: number }
  | { kind: 'suggestions'; key: string };

const SUGGESTIONS_KEY = 'follow-suggestions';

function rowsOf(entries: readonly TimelineEntry[], suggestionsAt: number): Row[] {
  const rows: Row[] = [];
  let position = 0;
  entries.forEach((entry, index) => {
    if (index === suggestionsAt) rows.push({ kind: 'suggestions', key: SUGGESTIONS_KEY });
    const key =
      entry.kind === 'status'
        ? entry.id
        : entry.kind === 'gap'
          ? `gap-${entry.gap.key}`
          : `invalid-${String(index)}`;
    if (entry.kind === 'status') position += 1;
    rows.push({ kind: 'entry', key, entry, position });
  });
  return rows;
}

interface Props extends FeedPlaceOptions {
  source: TimelineSource;
  /** Names the timeline whose measured heights are kept. */
  feedKey: string;
  entries: readonly TimelineEntry[];
  /** Where home's follow suggestions go, or -1. */
  suggestionsAt: number;
  label: string;
  filterContext: string;
  isLoading: boolean;
  hasMore: boolean;
  /** Told, with these entries, once those near the screen are all shown. */
  onSettled: (entries: readonly TimelineEntry[]) => void;
}

/** A timeline's statuses, gaps and markers as a windowed feed. */
export function TimelineFeed({
  source,
  feedKey,
  entries,
  suggestionsAt,
  label,
  filterContext,
  isLoading,
  hasMore,
  onSettled,
  landing,
  onPlace,
}: Props) {
  const dispatch = useAppDispatch();
  const rows = useMemo(() => rowsOf(entries, suggestionsAt), [entries, suggestionsAt]);
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const statusCount = entries.filter((e) => e.kind === 'status').length;

  const renderRow = (row: Row) => {
    if (row.kind === 'suggestions') return <FollowSuggestions />;
    const { entry } = row;
    if (entry.kind === 'gap' && entry.gap.fill === 'up')
      return <UpwardGap source={source} gapKey={entry.gap.key} />;
    if (entry.kind === 'gap') {
      return (
        <button
          type="button"
          className="load-gap"
          onClick={() => void dispatch(loadGap({ source, gapKey: entry.gap.key }))}
        >
          <FormattedMessage id="timeline.load_gap" defaultMessage="Load missing posts" />
        </button>
      );
    }
    if (entry.kind === 'invalid') return <InvalidStatus reason={entry.item.message} />;
    return (
      <Status
        id={entry.id}
        view={filterContext}
        position={row.position}
        setSize={hasMore ? -1 : statusCount}
      />
    );
  };

  return (
    <WindowedFeed
      items={rows}
      keys={keys}
      renderItem={renderRow}
      feedKey={feedKey}
      label={label}
      busy={isLoading}
      className="timeline__feed"
      landing={landing}
      onPlace={onPlace}
      onSettled={(settledKeys) => {
        if (settledKeys === keys) onSettled(entries);
      }}
    />
  );
}

/**
 * Stream events applied together: everything that arrived within one frame becomes a few
 * actions (one `entitiesReceived` with every status and account, one `timelinesStreamed`
 * with every new id, one `notificationsReceived`, one `statusesRemoved`), and the store tells
 * its subscribers once, after the last of them, so a busy stream costs one render pass per
 * frame rather than two per post.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { quietly } from '../quietly';
import type { StreamingEvent } from '../../api/streaming';
import { dedupeBundle, emptyBundle, mergeBundle } from '../../entities/bundle';
import type { EntityBundle, SingleNotification } from '../../entities/types';
import { handleDirectStreamEvent } from '../conversations/directStreamEvents';
import { entitiesReceived } from '../entities';
import type { AppDispatch, RootState } from '../index';
import { notificationSound } from '../notifications/notificationAlertRules';
import { refreshMergedNotifications } from '../notifications/notificationActions';
import { notificationsReceived } from '../notifications/notifications';
import { statusesRemoved } from '../statuses/removal';
import { timelinesStreamed, type StreamedStatus } from './timelines';

/**
 * The timeline a stream feeds: the user stream feeds home, a list's or an antenna's its own
 * (`list:{id}`, `antenna:{id}`).
 */
export const timelineKeyOfStream = (stream: string[]): string | null => {
  const [name, param] = stream;
  if (!name) return null;
  if (name === 'user') return 'home';
  if (name === 'hashtag' || name === 'hashtag:local')
    return param ? `${name}:${param.toLowerCase()}` : null;
  if (name === 'list' || name === 'antenna') return param ? `${name}:${param}` : null;
  return name;
};

/**
 * A new post bound for a timeline's pending posts (it is read below the top, or posts already
 * wait there): nothing on screen changes for it but the count of new posts.
 */
export function goesToPending(event: StreamingEvent, state: RootState): boolean {
  if (event.type !== 'update') return false;
  const key = timelineKeyOfStream(event.stream);
  const timeline = key === null ? undefined : state.timelines[key];
  return timeline?.hasLoaded === true && (!timeline.top || timeline.pendingItems.length > 0);
}

/** A step of a batch: a plain action made when its turn comes, or something that dispatches. */
type Step = { action: () => UnknownAction } | { run: () => void };

/**
 * Additions (statuses, notifications) then removals, in the order they came: a removal
 * followed by an addition starts a new segment, so applying a segment's additions before its
 * removals gives what applying each event in turn would.
 */
interface Segment {
  bundle: EntityBundle;
  streamed: StreamedStatus[];
  notifications: SingleNotification[];
  removed: string[];
}

const emptySegment = (): Segment => ({
  bundle: emptyBundle(),
  streamed: [],
  notifications: [],
  removed: [],
});

function segmentSteps(segment: Segment, getState: () => RootState): Step[] {
  const { bundle, streamed, notifications, removed } = segment;
  const steps: Step[] = [];
  if (bundle.statuses.length > 0 || bundle.accounts.length > 0)
    steps.push({ action: () => entitiesReceived(dedupeBundle(bundle)) });
  if (streamed.length > 0) steps.push({ action: () => timelinesStreamed(streamed) });
  if (notifications.length > 0)
    steps.push({
      // After the entities: whether it sounds depends on its status.
      action: () => {
        const state = getState();
        const sound = notifications.some((n) => notificationSound(state, n) === 'boop');
        return notificationsReceived(notifications, sound ? 'boop' : undefined);
      },
    });
  if (removed.length > 0)
    steps.push({
      action: () => {
        // Every boost of a removed status goes with it.
        const gone = new Set(removed);
        for (const status of Object.values(getState().statuses.entities)) {
          if (status.reblogId && gone.has(status.reblogId)) gone.add(status.id);
        }
        return statusesRemoved([...gone]);
      },
    });
  return steps;
}

/** The steps for these events, in their order. */
function stepsOf(
  events: StreamingEvent[],
  dispatch: AppDispatch,
  getState: () => RootState,
): Step[] {
  const steps: Step[] = [];
  let segment = emptySegment();
  const close = () => {
    steps.push(...segmentSteps(segment, getState));
    segment = emptySegment();
  };
  for (const event of events) {
    switch (event.type) {
      case 'update':
      case 'status.update':
      case 'notification': {
        if (segment.removed.length > 0) close();
        mergeBundle(segment.bundle, event.bundle);
        if (event.type === 'notification') segment.notifications.push(event.notification);
        const key = event.type === 'update' ? timelineKeyOfStream(event.stream) : null;
        if (key && event.type === 'update') segment.streamed.push({ key, id: event.statusId });
        break;
      }
      case 'delete':
        segment.removed.push(event.statusId);
        break;
      case 'notifications_merged':
        close();
        steps.push({ run: () => void dispatch(refreshMergedNotifications()) });
        break;
      default:
        close();
        steps.push({ run: () => handleDirectStreamEvent(event, dispatch) });
    }
  }
  close();
  return steps;
}

/** Applies events that came together, in order, with one notification of the subscribers. */
export function applyStreamEvents(
  events: StreamingEvent[],
  dispatch: AppDispatch,
  getState: () => RootState,
) {
  const steps = stepsOf(events, dispatch, getState);
  steps.forEach((step, index) => {
    if ('run' in step) {
      step.run();
      return;
    }
    const action = step.action();
    dispatch(index === steps.length - 1 ? action : quietly(action));
  });
}

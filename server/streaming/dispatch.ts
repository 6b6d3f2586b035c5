/** Sends the hub's events to the connections subscribed to them. */
import type { Queryable } from '../db/database';
import { makeContext } from '../serializers/context';
import { serializeNotifications } from '../serializers/notifications';
import { serializeStatus } from '../serializers/statuses';
import type { DeletedStatusFacts, HubEvent } from '../services/events';
import { deletedFacts } from '../services/deletion';
import {
  followerIds,
  isSilencedFor,
  notificationRows,
  replyToAccountId,
} from '../services/streamingQueries';
import { tagFollowerIds } from '../services/tags';
import { canView, LISTED_VISIBILITIES } from '../services/visibility';
import type { ServerState } from '../state';
import { publicStreamsFor, send, streamName, type Connection } from './connections';
import { dispatchDirect, isDirectEvent } from './dispatchDirect';

interface StatusAudience {
  facts: DeletedStatusFacts;
  replyTo: string | null;
  followers: Set<string>;
  replyFollowers: Set<string> | null;
  /** Readers following one of its hashtags, when it is a listed original post. */
  tagFollowers: Set<string>;
}

/**
 * The streams of one viewer a status goes to: public ones; home for followers and for readers
 * an antenna delivered it to, unless an exclusive list keeps its author out; and the list and
 * antenna timelines that show it (their streams are their owners' alone).
 */
function streamsFor(audience: StatusAudience, viewer: string | null): string[] {
  const { facts, replyTo, followers, replyFollowers, tagFollowers } = audience;
  const keys = [...publicStreamsFor(facts, viewer !== null), ...facts.feeds.keys];
  if (viewer && facts.visibility !== 'direct') {
    const own = viewer === facts.accountId;
    const replyOk =
      !replyTo ||
      replyTo === facts.accountId ||
      replyTo === viewer ||
      (replyFollowers?.has(viewer) ?? false);
    const delivered =
      followers.has(viewer) || facts.feeds.homeOwners.has(viewer) || tagFollowers.has(viewer);
    if (own || (delivered && replyOk && !facts.feeds.excludedFrom.has(viewer))) keys.push('user');
  }
  return keys;
}

interface Dispatch {
  db: Queryable;
  connections: Set<Connection>;
}

/** The status as one viewer at one origin sees it, serialized once per pair. */
async function payloadFor(
  { db }: Dispatch,
  payloads: Map<string, string | null>,
  connection: Connection,
  viewer: string | null,
  statusId: string,
): Promise<string | null> {
  const cacheKey = `${viewer ?? ''}|${connection.origin}`;
  if (!payloads.has(cacheKey)) {
    const visible = await canView(db, statusId, viewer);
    const ctx = await makeContext(db, connection.origin, viewer);
    const json = visible ? await serializeStatus(ctx, statusId) : null;
    payloads.set(cacheKey, json ? JSON.stringify(json) : null);
  }
  return payloads.get(cacheKey) ?? null;
}

async function dispatchStatus(d: Dispatch, event: 'update' | 'status.update', statusId: string) {
  const { db, connections } = d;
  const facts = await deletedFacts(db, statusId);
  if (!facts) return;
  const replyTo = await replyToAccountId(db, statusId);
  const audience: StatusAudience = {
    facts,
    replyTo,
    followers: await followerIds(db, facts.accountId),
    replyFollowers: replyTo ? await followerIds(db, replyTo) : null,
    tagFollowers:
      !facts.isReblog && LISTED_VISIBILITIES.includes(facts.visibility)
        ? await tagFollowerIds(db, facts.tags)
        : new Set(),
  };
  const payloads = new Map<string, string | null>();
  for (const connection of connections) {
    const viewer = connection.auth?.accountId ?? null;
    const matching = streamsFor(audience, viewer).filter((key) => connection.streams.has(key));
    if (!matching.length) continue;
    if (viewer && (await isSilencedFor(db, viewer, statusId))) continue;
    const payload = await payloadFor(d, payloads, connection, viewer, statusId);
    if (!payload) continue;
    for (const key of matching) send(connection, { stream: streamName(key), event, payload });
  }
}

async function dispatchDelete(
  { db, connections }: Dispatch,
  facts: DeletedStatusFacts,
): Promise<void> {
  const followers = await followerIds(db, facts.accountId);
  for (const connection of connections) {
    const viewer = connection.auth?.accountId ?? null;
    const keys = [...publicStreamsFor(facts, viewer !== null), ...facts.feeds.keys];
    if (
      viewer &&
      (viewer === facts.accountId ||
        followers.has(viewer) ||
        facts.mentionIds.includes(viewer) ||
        facts.feeds.homeOwners.has(viewer))
    )
      keys.push('user');
    for (const key of keys.filter((k) => connection.streams.has(k))) {
      send(connection, { stream: streamName(key), event: 'delete', payload: facts.statusId });
    }
  }
}

async function dispatchNotification(
  { db, connections }: Dispatch,
  notificationId: string,
  accountId: string,
): Promise<void> {
  const targets = [...connections].filter(
    (c) =>
      c.auth?.accountId === accountId &&
      (c.streams.has('user') || c.streams.has('user:notification')),
  );
  if (!targets.length) return;
  const found = await notificationRows(db, notificationId);
  for (const connection of targets) {
    const ctx = await makeContext(db, connection.origin, accountId);
    const [json] = await serializeNotifications(ctx, found);
    if (!json) continue;
    for (const key of ['user', 'user:notification'].filter((k) => connection.streams.has(k))) {
      send(connection, { stream: [key], event: 'notification', payload: JSON.stringify(json) });
    }
  }
}

export function dispatcher(
  state: ServerState,
  connections: Set<Connection>,
): (event: HubEvent) => Promise<void> {
  const d: Dispatch = { db: state.db, connections };
  return (event) => {
    if (!connections.size) return Promise.resolve();
    if (isDirectEvent(event)) return dispatchDirect(d.db, connections, event);
    if (event.type === 'delete') return dispatchDelete(d, event.facts);
    if (event.type === 'notification')
      return dispatchNotification(d, event.notificationId, event.accountId);
    return dispatchStatus(d, event.type, event.statusId);
  };
}

/** Sends the hub's events to the connections subscribed to them. */
import type { Queryable } from '../db/database';
import { makeContext } from '../serializers/context';
import { serializeNotifications } from '../serializers/notifications';
import type { DeletedStatusFacts, HubEvent } from '../services/events';
import { deletedFacts } from '../services/deletion';
import {
  followerIds,
  notificationRows,
  replyToAccountId,
  silencedAmong,
} from '../services/streamingQueries';
import { tagFollowerIds } from '../services/tags';
import { LISTED_VISIBILITIES } from '../services/visibility';
import type { ServerState } from '../state';
import { publicStreamsFor, send, streamName, type Connection } from './connections';
import { dispatchDirect, isDirectEvent } from './dispatchDirect';
import { readerKey, statusPayloads, type Reader } from './statusPayloads';

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

/**
 * A new or edited status: which connections' streams it belongs on is worked out in memory from
 * a few reads about the post; blocks, mutes, visibility and the payloads are read for all those
 * readers together (statusPayloads), so the database work does not grow with the streams open.
 */
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
  const targets: { connection: Connection; keys: string[] }[] = [];
  for (const connection of connections) {
    const viewer = connection.auth?.accountId ?? null;
    const keys = streamsFor(audience, viewer).filter((key) => connection.streams.has(key));
    if (keys.length) targets.push({ connection, keys });
  }
  if (!targets.length) return;
  const readerOf = ({ connection }: { connection: Connection }): Reader => ({
    viewer: connection.auth?.accountId ?? null,
    origin: connection.origin,
  });
  const viewers = [...new Set(targets.flatMap((t) => readerOf(t).viewer ?? []))];
  const silenced = await silencedAmong(db, viewers, statusId);
  const kept = targets.filter((t) => !silenced.has(readerOf(t).viewer ?? ''));
  const payloads = await statusPayloads(db, statusId, kept.map(readerOf));
  for (const target of kept) {
    const payload = payloads.get(readerKey(readerOf(target)));
    if (!payload) continue;
    for (const key of target.keys)
      send(target.connection, { stream: streamName(key), event, payload });
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

/** A notification goes to its recipient's connections alone, serialized once per origin. */
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
  const payloads = new Map<string, string | null>();
  for (const connection of targets) {
    if (!payloads.has(connection.origin)) {
      const ctx = await makeContext(db, connection.origin, accountId);
      const [json] = await serializeNotifications(ctx, found);
      payloads.set(connection.origin, json ? JSON.stringify(json) : null);
    }
    const payload = payloads.get(connection.origin);
    if (!payload) continue;
    for (const key of ['user', 'user:notification'].filter((k) => connection.streams.has(k))) {
      send(connection, { stream: [key], event: 'notification', payload });
    }
  }
}

export function dispatcher(
  state: ServerState,
  connections: Set<Connection>,
): (event: HubEvent) => Promise<void> {
  const d: Dispatch = { db: state.db, connections };
  return (event) => {
    // A revoked token's streams are closed by the socket layer, not sent anything.
    if (!connections.size || event.type === 'token.revoked') return Promise.resolve();
    if (isDirectEvent(event)) return dispatchDirect(d.db, connections, event);
    if (event.type === 'delete') return dispatchDelete(d, event.facts);
    if (event.type === 'notification')
      return dispatchNotification(d, event.notificationId, event.accountId);
    return dispatchStatus(d, event.type, event.statusId);
  };
}

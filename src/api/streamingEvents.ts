/** What the streaming server says, read into events the store can take. */
import { emptyBundle } from '../entities/bundle';
import {
  normaliseAnnouncement,
  normaliseAnnouncementReactionEvent,
  normaliseConversation,
} from '../entities/conversation';
import { isHiddenByFilter, normaliseNotification } from '../entities/notificationGroup';
import { normaliseStatus } from '../entities/status';
import type {
  Announcement,
  Conversation,
  EntityBundle,
  SingleNotification,
} from '../entities/types';
import { EntityError, asObject } from '../entities/validate';

export type StreamingEvent =
  | { type: 'update'; stream: string[]; statusId: string; bundle: EntityBundle }
  | { type: 'status.update'; stream: string[]; statusId: string; bundle: EntityBundle }
  | { type: 'delete'; stream: string[]; statusId: string }
  | {
      type: 'notification';
      stream: string[];
      notification: SingleNotification;
      bundle: EntityBundle;
    }
  | { type: 'filters_changed'; stream: string[] }
  | { type: 'notifications_merged'; stream: string[] }
  | { type: 'conversation'; stream: string[]; conversation: Conversation; bundle: EntityBundle }
  | { type: 'announcement'; stream: string[]; announcement: Announcement }
  | {
      type: 'announcement.reaction';
      stream: string[];
      reaction: { announcementId: string; name: string; count: number };
    }
  | { type: 'announcement.delete'; stream: string[]; announcementId: string };

/** The payload of a status or notification is JSON inside the JSON message. */
function payloadObject(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    throw new EntityError('Streaming payload is not JSON');
  }
}

/**
 * One message as an event; null for events the client does not use (and for a
 * notification a hide filter matched, which is dropped). Throws EntityError on a bad one.
 */
export function parseStreamingMessage(data: unknown): StreamingEvent | null {
  if (typeof data !== 'string') throw new EntityError('Streaming message is not text');
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new EntityError('Streaming message is not JSON');
  }
  const message = asObject(parsed, 'Streaming message');
  if (typeof message.error === 'string') throw new EntityError(`Streaming error: ${message.error}`);
  const stream = Array.isArray(message.stream)
    ? message.stream.filter((s): s is string => typeof s === 'string')
    : [];
  switch (message.event) {
    case 'update':
    case 'status.update': {
      const bundle = emptyBundle();
      const status = normaliseStatus(payloadObject(message.payload), bundle);
      return { type: message.event, stream, statusId: status.id, bundle };
    }
    case 'delete': {
      const id = message.payload;
      if (typeof id !== 'string' || id === '')
        throw new EntityError('Streaming delete without an id');
      return { type: 'delete', stream, statusId: id };
    }
    case 'notification': {
      const bundle = emptyBundle();
      const notification = normaliseNotification(payloadObject(message.payload), bundle);
      if (isHiddenByFilter(bundle, notification.statusId)) return null;
      return { type: 'notification', stream, notification, bundle };
    }
    case 'filters_changed':
    case 'notifications_merged':
      return { type: message.event, stream };
    case 'conversation': {
      const bundle = emptyBundle();
      const conversation = normaliseConversation(payloadObject(message.payload), bundle);
      return { type: 'conversation', stream, conversation, bundle };
    }
    case 'announcement':
      return {
        type: 'announcement',
        stream,
        announcement: normaliseAnnouncement(payloadObject(message.payload)),
      };
    case 'announcement.reaction':
      return {
        type: 'announcement.reaction',
        stream,
        reaction: normaliseAnnouncementReactionEvent(payloadObject(message.payload)),
      };
    case 'announcement.delete': {
      const id = message.payload;
      if (typeof id !== 'string' || id === '')
        throw new EntityError('Streaming announcement.delete without an id');
      return { type: 'announcement.delete', stream, announcementId: id };
    }
    default:
      return null;
  }
}

/** Direct conversations and announcements (Mastodon's; kmyblue adds marking one unread). */
import {
  normaliseAnnouncements,
  normaliseConversation,
  normaliseConversations,
} from '../entities/conversation';
import { emptyBundle } from '../entities/bundle';
import type { Announcement, Conversation, EntityBundle } from '../entities/types';
import { ignoreBody, mapResult, type ApiClient, type ApiResult } from './client';

const id = encodeURIComponent;

/** Conversations come 20 at a time (Mastodon's default). */
export const CONVERSATIONS_LIMIT = 20;

export interface ConversationPage {
  conversations: Conversation[];
  bundle: EntityBundle;
}

/** GET v1/conversations: the first page, or the next by its Link URL. */
export async function fetchConversations(
  client: ApiClient,
  nextUrl?: string | null,
): Promise<ApiResult<ConversationPage>> {
  const result = nextUrl
    ? await client.requestUrl('GET', nextUrl)
    : await client.request('GET', '/api/v1/conversations', {
        query: { limit: CONVERSATIONS_LIMIT },
      });
  return mapResult(result, normaliseConversations);
}

/** POST v1/conversations/{id}/read, or kmyblue's /unread: the conversation as it is now. */
export async function markConversation(
  client: ApiClient,
  conversationId: string,
  unread: boolean,
): Promise<ApiResult<{ conversation: Conversation; bundle: EntityBundle }>> {
  const path = `/api/v1/conversations/${id(conversationId)}/${unread ? 'unread' : 'read'}`;
  return mapResult(await client.request('POST', path), (json) => {
    const bundle = emptyBundle();
    return { conversation: normaliseConversation(json, bundle), bundle };
  });
}

/** DELETE v1/conversations/{id}: gone for the reader only. */
export async function deleteConversation(
  client: ApiClient,
  conversationId: string,
): Promise<ApiResult<null>> {
  const path = `/api/v1/conversations/${id(conversationId)}`;
  return mapResult(await client.request('DELETE', path), ignoreBody);
}

export async function fetchAnnouncements(client: ApiClient): Promise<ApiResult<Announcement[]>> {
  return mapResult(await client.request('GET', '/api/v1/announcements'), normaliseAnnouncements);
}

/** POST v1/announcements/{id}/dismiss: marks it read. */
export async function dismissAnnouncement(
  client: ApiClient,
  announcementId: string,
): Promise<ApiResult<null>> {
  const path = `/api/v1/announcements/${id(announcementId)}/dismiss`;
  return mapResult(await client.request('POST', path), ignoreBody);
}

/** PUT (add) or DELETE (take back) v1/announcements/{id}/reactions/{name}. */
export async function changeAnnouncementReaction(
  client: ApiClient,
  announcementId: string,
  name: string,
  add: boolean,
): Promise<ApiResult<null>> {
  const path = `/api/v1/announcements/${id(announcementId)}/reactions/${id(name)}`;
  return mapResult(await client.request(add ? 'PUT' : 'DELETE', path), ignoreBody);
}

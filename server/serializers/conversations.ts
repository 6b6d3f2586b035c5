import type { ApiConversationJSON } from '../../src/api/types';
import type { ConversationRow } from '../services/conversations';
import { loadAccounts } from './accounts';
import type { SerializeContext } from './context';
import { serializeStatuses } from './statuses';

/** The reader's conversations: the other participants and the last status, in the rows' order. */
export async function conversationsJSON(
  ctx: SerializeContext,
  found: ConversationRow[],
): Promise<ApiConversationJSON[]> {
  const accounts = await loadAccounts(ctx, [...new Set(found.flatMap((r) => r.participant_ids))]);
  const statusIds = found.map((r) => r.last_status_id);
  const statuses = new Map((await serializeStatuses(ctx, statusIds)).map((s) => [s.id, s]));
  return found.map((row) => ({
    id: row.id,
    unread: row.unread,
    accounts: row.participant_ids.flatMap((id) => accounts.get(id) ?? []),
    last_status: statuses.get(row.last_status_id) ?? null,
  }));
}

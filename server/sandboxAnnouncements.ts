/**
 * What an admin does with announcements on a real server, for tests and demos of the sandbox:
 * publish one (live on every signed-in user stream), change its text, or delete it.
 */
import {
  editAnnouncement,
  publishAnnouncement,
  unpublishAnnouncement,
  type AnnouncementInput,
} from './services/announcements';
import type { ServerState } from './state';

export interface SandboxAnnouncements {
  /** Returns the new announcement's id. */
  publish(input: AnnouncementInput): Promise<string>;
  update(id: string, text: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

export function sandboxAnnouncements(state: ServerState): SandboxAnnouncements {
  return {
    publish: (input) => publishAnnouncement(state.db, state.hub, input),
    update: (id, text) => editAnnouncement(state.db, state.hub, id, text),
    remove: (id) => unpublishAnnouncement(state.db, state.hub, id),
  };
}

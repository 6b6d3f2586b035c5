/** Mastodon's lists with kmyblue's additions (kmyblue-api.md §8). */

export const LIST_REPLIES_POLICIES = ['list', 'followed', 'none'] as const;
export type ApiListRepliesPolicy = (typeof LIST_REPLIES_POLICIES)[number];

/** An antenna that feeds a list (only those with insert_feeds). */
export interface ApiListAntennaJSON {
  id: string;
  title: string;
  stl: boolean;
}

export interface ApiListJSON {
  id: string;
  title: string;
  replies_policy: ApiListRepliesPolicy;
  /** Posts from members are kept out of home. */
  exclusive: boolean;
  /** kmyblue: each new post in the list raises a list_status notification. */
  notify?: boolean;
  /** kmyblue: the antennas feeding this list. */
  antennas?: ApiListAntennaJSON[];
}

/** POST /api/v1/lists and PUT /api/v1/lists/:id; an absent key leaves the field as is. */
export interface ApiListBody {
  title?: string;
  replies_policy?: string;
  exclusive?: boolean;
  notify?: boolean;
}

/**
 * The client's own records, one file per domain. Wire JSON (api/types) becomes these in the
 * normalisers of entities/; nothing past entities/ sees the wire shape.
 */
/** Sanitised rich text: server HTML turned into a tree of allowed nodes once, at the edge. */
export type { RichNode, RichTag } from '../../lib/richText';
import type { Account } from './account';
import type { Status } from './status';
export type * from './account';
export type * from './status';
export type * from './notification';
export type * from './instance';
export type * from './collections';
export type * from './compose';

/** An item of a list that failed validation: shown as an error in its place. */
export interface InvalidEntity {
  invalid: true;
  id: string | null;
  message: string;
}

/** Everything a response carried, flattened for the store (one entity, one place). */
export interface EntityBundle {
  accounts: Account[];
  statuses: Status[];
}
export type * from './antenna';
export type * from './search';
export type * from './tag';
export type * from './push';
export type * from './notificationRequest';
export type * from './conversation';
export type * from './about';
export type * from './scheduledStatus';

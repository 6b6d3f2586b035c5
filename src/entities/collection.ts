import {
  LIST_REPLIES_POLICIES,
  type ApiCircleJSON,
  type ApiCollectionItemJSON,
  type ApiListBody,
  type ApiListJSON,
} from '../api/types';
import type { CollectionChanges, CollectionItem } from './types';
import { asArray, oneOf, reader, readEach } from './validate';

/** A bookmark category, list or antenna as the client keeps it: its id and title. */
export function normaliseCollectionItem(json: unknown): CollectionItem {
  const r = reader<ApiCollectionItemJSON>(json, 'Collection item');
  return { id: r.string('id'), title: r.string('title') };
}

/**
 * A list with its settings. A server that predates a setting leaves it out: replies go to
 * members (SPEC's default), nothing is exclusive, nothing notifies.
 */
export function normaliseList(json: unknown): CollectionItem {
  const r = reader<ApiListJSON>(json, 'List');
  return {
    id: r.string('id'),
    title: r.string('title'),
    list: {
      repliesPolicy: oneOf(r.json.replies_policy, LIST_REPLIES_POLICIES, 'list'),
      exclusive: r.boolean('exclusive'),
      notify: r.boolean('notify'),
    },
  };
}

/** The body of a create or save: the title, and the list settings the change names. */
export function collectionBody({ title, list = {} }: CollectionChanges): ApiListBody {
  const body: ApiListBody = { title };
  if (list.repliesPolicy !== undefined) body.replies_policy = list.repliesPolicy;
  if (list.exclusive !== undefined) body.exclusive = list.exclusive;
  if (list.notify !== undefined) body.notify = list.notify;
  return body;
}

/** An item as a save leaves it (shown before the server answers). */
export const withChanges = (item: CollectionItem, changes: CollectionChanges): CollectionItem => ({
  ...item,
  title: changes.title,
  ...(item.list && changes.list ? { list: { ...item.list, ...changes.list } } : {}),
});

/** A circle: a missing title reads as empty (the composer lists it anyway). */
export function normaliseCircle(json: unknown): CollectionItem {
  const r = reader<ApiCircleJSON>(json, 'Circle');
  return { id: r.string('id'), title: r.stringOr('title', '') };
}

/** A page of items; a bad item is left out, the rest are kept. */
export const normaliseCollectionItems = (
  json: unknown,
  normalise: (item: unknown) => CollectionItem = normaliseCollectionItem,
): CollectionItem[] => readEach(asArray(json, 'Collection'), normalise);

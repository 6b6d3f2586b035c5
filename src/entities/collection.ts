import type { ApiCircleJSON, ApiCollectionItemJSON } from '../api/types';
import type { CollectionItem } from './types';
import { asArray, reader, readEach } from './validate';

/** A bookmark category, list or antenna as the client keeps it: its id and title. */
export function normaliseCollectionItem(json: unknown): CollectionItem {
  const r = reader<ApiCollectionItemJSON>(json, 'Collection item');
  return { id: r.string('id'), title: r.string('title') };
}

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

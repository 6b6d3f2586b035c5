import type { CollectionItem } from './types';
import { asArray, reader, readEach } from './validate';

export function normaliseCollectionItem(json: unknown): CollectionItem {
  const r = reader(json, 'Collection item');
  return { id: r.string('id'), title: r.string('title') };
}

export const normaliseCollectionItems = (json: unknown): CollectionItem[] =>
  readEach(asArray(json, 'Collection'), normaliseCollectionItem);

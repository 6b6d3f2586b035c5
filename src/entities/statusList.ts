import type { ApiContextJSON } from '../api/types';
import { dedupeBundle, emptyBundle, mergeBundle } from './bundle';
import { normaliseStatus } from './status';
import type { EntityBundle, InvalidEntity, StatusContext } from './types';
import { asArray, asObject, readId, type WireKey } from './validate';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads one item of a list on its own: a bad one becomes an InvalidEntity in its
 * place (with its id when one could be read) and takes nothing into the bundle.
 */
export function readItem<T>(
  json: unknown,
  bundle: EntityBundle,
  read: (json: unknown, part: EntityBundle) => T,
): T | InvalidEntity {
  const part = emptyBundle();
  try {
    const value = read(json, part);
    mergeBundle(bundle, part);
    return value;
  } catch (error) {
    // Even a bug in a normaliser costs one item, not the page.
    return { invalid: true, id: readId(json), message: messageOf(error) };
  }
}

function statusIdsInto(list: unknown[], bundle: EntityBundle): Array<string | InvalidEntity> {
  return list.map((item) => readItem(item, bundle, (j, part) => normaliseStatus(j, part).id));
}

/** How a long list is read: `size` items at a time, with `pause()` between. */
export interface Slicing {
  size: number;
  pause: () => Promise<void>;
}

const WHOLE: Slicing = { size: Infinity, pause: () => Promise.resolve() };

/**
 * A page of statuses as ids in order; fails only when the page is not a list. Read in slices,
 * a page is read over a few short tasks instead of one long one, and a page read in more than
 * one pauses once more at the end: what it is handed to (the store, and the screens it
 * renders) starts in a task of its own, not on top of the last slice.
 */
export async function normaliseStatusList(
  json: unknown,
  { size, pause }: Slicing = WHOLE,
): Promise<{ items: Array<string | InvalidEntity>; bundle: EntityBundle }> {
  const list = asArray(json, 'Status list');
  const bundle = emptyBundle();
  const items: Array<string | InvalidEntity> = [];
  for (let at = 0; at < list.length; at += size) {
    if (at > 0) await pause();
    items.push(...statusIdsInto(list.slice(at, at + size), bundle));
  }
  if (list.length > size) await pause();
  return { items, bundle: dedupeBundle(bundle) };
}

const validIds = (items: Array<string | InvalidEntity>) =>
  items.filter((i): i is string => typeof i === 'string');

/**
 * A thread (with kmyblue's references): an unreadable ancestor or reply is an error in its
 * place, so the thread still reads in order; an unreadable reference is left out.
 */
export function normaliseContext(json: unknown): StatusContext & { bundle: EntityBundle } {
  const context = asObject<ApiContextJSON>(json, 'Context');
  const bundle = emptyBundle();
  const part = (key: WireKey<ApiContextJSON>) => {
    const list = context[key];
    return Array.isArray(list) ? statusIdsInto(list, bundle) : [];
  };
  return {
    ancestors: part('ancestors'),
    descendants: part('descendants'),
    references: validIds(part('references')),
    bundle: dedupeBundle(bundle),
  };
}

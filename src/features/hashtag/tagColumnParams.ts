/**
 * A hashtag column's settings (Mastodon's: additional tags any / all / none, local only), kept
 * in the address (`/tags/x?any=a,b&local=true`) so a reload or a shared link keeps them.
 */
import type { TimelineSource } from '../../entities/timelineSource';

export const TAG_MODES = ['any', 'all', 'none'] as const;
export type TagMode = (typeof TAG_MODES)[number];

export type TagColumnParams = Record<TagMode, string[]> & { local: boolean };

/** Tags typed in a field: split on spaces and commas, without '#', each once. */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#+/, ''))
    .filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function tagParamsFromSearch(search: URLSearchParams): TagColumnParams {
  const list = (mode: TagMode) => parseTagList(search.get(mode) ?? '');
  return {
    any: list('any'),
    all: list('all'),
    none: list('none'),
    local: search.get('local') === 'true',
  };
}

/** The query string for the settings; empty lists and a false flag are left out. */
export function tagParamsToSearch(params: TagColumnParams): string {
  const search = new URLSearchParams();
  for (const mode of TAG_MODES) if (params[mode].length) search.set(mode, params[mode].join(','));
  if (params.local) search.set('local', 'true');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The timeline the settings ask for: tag with any/all/none only where given. */
export function tagTimelineSource(tag: string, params: TagColumnParams): TimelineSource {
  const source: Extract<TimelineSource, { kind: 'tag' }> = { kind: 'tag', tag };
  for (const mode of TAG_MODES) if (params[mode].length) source[mode] = params[mode];
  if (params.local) source.local = true;
  return source;
}

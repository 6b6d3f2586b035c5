import type { Status } from '../../entities/types';
import type { Settings } from '../session/settings';

export type RegexFilterColumn = 'home' | 'community' | 'public' | 'direct';

/** Which settings' regex applies to a timeline key: home, local (community), federated, direct. */
export function regexColumnOf(timelineKey: string): RegexFilterColumn | null {
  if (timelineKey === 'home') return 'home';
  if (timelineKey === 'direct') return 'direct';
  if (timelineKey.startsWith('public:local')) return 'community';
  if (timelineKey === 'public' || timelineKey.startsWith('public:media')) return 'public';
  return null;
}

const compiled = new Map<string, RegExp | null>();

/** The column's regex body filter, case-insensitive; blank or invalid means none. */
export function regexFilterFor(settings: Settings, timelineKey: string): RegExp | null {
  const column = regexColumnOf(timelineKey);
  return column ? compileRegex(settings[column].regex.body) : null;
}

/** A typed pattern, case-insensitive; blank or invalid means none. */
export function compileRegex(typed: string): RegExp | null {
  const source = typed.trim();
  if (!source) return null;
  if (!compiled.has(source)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(source, 'i');
    } catch {
      // A pattern still being typed filters nothing.
    }
    compiled.set(source, regex);
  }
  return compiled.get(source) ?? null;
}

/** Blank counts as valid: it filters nothing. */
export const isValidRegex = (typed: string): boolean =>
  !typed.trim() || compileRegex(typed) !== null;

/** The reader's own posts are never filtered; others are tested on warning and text. */
export function isHiddenByRegex(
  status: Pick<Status, 'accountId' | 'spoilerText' | 'contentPlain'>,
  meId: string | null,
  regex: RegExp | null,
): boolean {
  if (!regex || status.accountId === meId) return false;
  return regex.test(`${status.spoilerText}\n\n${status.contentPlain}`);
}

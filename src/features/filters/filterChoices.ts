/** The choices a filter form offers, in Mastodon's wording (kmyblue's for its own). */
import { message, type MessageText } from '../../i18n/text';
import type { FilterDraft } from '../../entities/types';

interface Choice<T> {
  value: T;
  label: MessageText;
  /** Offered only where the server is kmyblue. */
  kmyblue?: boolean;
}

export const CONTEXT_CHOICES: Choice<string>[] = [
  { value: 'home', label: message('filter_modal.context.home', 'Home and lists') },
  { value: 'notifications', label: message('filter_modal.context.notifications', 'Notifications') },
  { value: 'public', label: message('filter_modal.context.public', 'Public timelines') },
  { value: 'thread', label: message('filter_modal.context.thread', 'Conversations') },
  { value: 'account', label: message('filter_modal.context.account', 'Profiles') },
  { value: 'explore', label: message('filters.contexts.explore', 'Explore'), kmyblue: true },
];

export const ACTION_CHOICES: Choice<FilterDraft['action']>[] = [
  { value: 'warn', label: message('filters.actions.warn', 'Hide with a warning') },
  {
    value: 'half_warn',
    label: message('filters.actions.half_warn', 'Half hide with a warning'),
    kmyblue: true,
  },
  { value: 'blur', label: message('filters.actions.blur', 'Hide media only') },
  { value: 'hide', label: message('filters.actions.hide', 'Hide completely') },
];

type Switch = 'excludeFollows' | 'excludeLocalusers' | 'withQuote' | 'withProfile';

/** kmyblue's switches, shown only on kmyblue. */
export const SWITCH_CHOICES: Choice<Switch>[] = [
  {
    value: 'excludeFollows',
    label: message('filters.options.exclude_follows', 'Exclude following users'),
  },
  {
    value: 'excludeLocalusers',
    label: message('filters.options.exclude_localusers', 'Exclude local users'),
  },
  {
    value: 'withQuote',
    label: message('filters.options.with_quote', 'Also check quote or references'),
  },
  {
    value: 'withProfile',
    label: message('filters.options.with_profile', 'Also check display names and bios'),
  },
];

/** Mastodon's expiry choices, in seconds; null is never. */
export const EXPIRY_CHOICES: Choice<number | null>[] = [
  { value: null, label: message('invites.expires_in_prompt', 'Never') },
  { value: 1800, label: message('invites.expires_in.1800', '30 minutes') },
  { value: 3600, label: message('invites.expires_in.3600', '1 hour') },
  { value: 21600, label: message('invites.expires_in.21600', '6 hours') },
  { value: 43200, label: message('invites.expires_in.43200', '12 hours') },
  { value: 86400, label: message('invites.expires_in.86400', '1 day') },
  { value: 604800, label: message('invites.expires_in.604800', '1 week') },
];

/** The choices a server offers: kmyblue's only on kmyblue. */
export const offered = <T>(choices: Choice<T>[], isKmyblue: boolean): Choice<T>[] =>
  choices.filter((c) => isKmyblue || !c.kmyblue);

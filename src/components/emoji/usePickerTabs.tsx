import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { CustomEmoji } from '../../entities/types';
import { FREQUENTLY_USED_EMOJIS_SHOWN } from '../../store/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadReactionDeck } from '../../store/statuses/reactionDeck';
import { AppLink } from '../AppLink';
import type { EmojiTab } from './EmojiTabs';
import { fromCustom, fromUnicode, frequentlyUsed, type PickerEmoji } from './emojiSearch';
import { findUnicodeEmoji, UNICODE_CATEGORIES } from './unicodeEmojis';
import { selectCustomEmojis, selectHasReactionDeck, selectIsSignedIn } from '../../store/selectors';
import { selectFrequentlyUsedEmojis, selectSkinTone } from '../../store/session/settingsSelectors';
import { selectReactionDeck } from '../../store/statuses/selectors';

const messages = {
  recent: { id: 'emoji_button.recent', defaultMessage: 'Frequently used' },
  deck: { id: 'column.reaction_deck', defaultMessage: 'Reaction deck' },
  custom: { id: 'emoji_button.custom', defaultMessage: 'Custom' },
  editDeck: { id: 'reaction_deck.edit', defaultMessage: 'Edit' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

interface Section {
  title: string;
  emojis: PickerEmoji[];
  action?: ReactNode;
}

/** A tab and what it shows, worked out only for the tab that is open. */
export interface PickerTab extends EmojiTab {
  sections: () => Section[];
}

/** A stored name (unicode character or custom shortcode) as something the picker can show. */
function resolve(name: string, custom: Map<string, CustomEmoji>): PickerEmoji {
  const emoji = custom.get(name.replace(/^:|:$/g, ''));
  if (emoji) return fromCustom(emoji);
  return { kind: 'unicode', name, label: findUnicodeEmoji(name)?.name ?? name };
}

/** Custom emoji in the picker, by their category, those without one first. */
function customSections(customEmojis: readonly CustomEmoji[], intl: IntlShape): Section[] {
  const map = new Map<string, PickerEmoji[]>();
  for (const e of customEmojis) {
    if (!e.visibleInPicker) continue;
    const key = e.category ?? '';
    const list = map.get(key) ?? [];
    list.push(fromCustom(e));
    map.set(key, list);
  }
  return [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, emojis]) => ({
      title: category || intl.formatMessage(messages.custom),
      emojis,
    }));
}

/**
 * The picker's tabs: the frequently used with the reaction deck (where the server has one and
 * either has emoji), custom emoji where the server has any, then each unicode category.
 */
export function usePickerTabs(onClose: () => void): PickerTab[] {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const customEmojis = useAppSelector(selectCustomEmojis);
  const counts = useAppSelector(selectFrequentlyUsedEmojis);
  const skinTone = useAppSelector(selectSkinTone);
  const hasDeck = useAppSelector(selectHasReactionDeck);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const deck = useAppSelector(selectReactionDeck);
  useEffect(() => {
    if (hasDeck && isSignedIn && !deck.isLoaded) void dispatch(loadReactionDeck());
  }, [hasDeck, isSignedIn, deck.isLoaded, dispatch]);

  return useMemo((): PickerTab[] => {
    const byShortcode = new Map(customEmojis.map((e) => [e.shortcode, e]));
    const recent = frequentlyUsed(counts, FREQUENTLY_USED_EMOJIS_SHOWN);
    const deckNames = hasDeck ? deck.names : [];
    const custom = customEmojis.filter((e) => e.visibleInPicker);
    return [
      ...(recent.length > 0 || deckNames.length > 0
        ? [
            {
              id: 'recent',
              title: intl.formatMessage(messages.recent),
              icon: <span aria-hidden="true">🕘</span>,
              sections: () => [
                {
                  title: intl.formatMessage(messages.recent),
                  emojis: recent.map((n) => resolve(n, byShortcode)),
                },
                {
                  title: intl.formatMessage(messages.deck),
                  emojis: deckNames.map((n) => resolve(n, byShortcode)),
                  action: (
                    <AppLink to="/reaction_deck" onClick={onClose} className="emoji-picker__edit">
                      {intl.formatMessage(messages.editDeck)}
                    </AppLink>
                  ),
                },
              ],
            },
          ]
        : []),
      ...(custom[0]
        ? [
            {
              id: 'custom',
              title: intl.formatMessage(messages.custom),
              icon: <img src={custom[0].staticUrl} alt="" width={20} height={20} />,
              sections: () => customSections(custom, intl),
            },
          ]
        : []),
      ...UNICODE_CATEGORIES.map((c) => ({
        id: c.id,
        title: intl.formatMessage(c.title),
        icon: <span aria-hidden="true">{c.icon}</span>,
        sections: () => [
          {
            title: intl.formatMessage(c.title),
            emojis: c.emojis.map((e) => fromUnicode(e, skinTone)),
          },
        ],
      })),
    ];
  }, [customEmojis, counts, hasDeck, deck.names, skinTone, intl, onClose]);
}

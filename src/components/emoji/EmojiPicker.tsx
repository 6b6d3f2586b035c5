import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { CustomEmoji } from '../../entities/types';
import { FREQUENTLY_USED_EMOJIS_SHOWN } from '../../store/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { reactionDeckLoaded } from '../../store/reactionDeck';
import { selectHasReactionDeck, selectIsSignedIn } from '../../store/selectors';
import { AppLink } from '../AppLink';
import { Modal } from '../Modal';
import {
  fromCustom,
  fromUnicode,
  frequentlyUsed,
  searchEmojis,
  type PickerEmoji,
} from './emojiSearch';
import { UNICODE_CATEGORIES, UNICODE_EMOJIS } from './unicodeEmojis';
import './emoji.css';

const messages = {
  title: { id: 'status.emoji_reaction', defaultMessage: 'Emoji reaction' },
  search: { id: 'emoji_button.search', defaultMessage: 'Search...' },
  results: { id: 'emoji_button.search_results', defaultMessage: 'Search results' },
  noResults: { id: 'emoji_button.not_found', defaultMessage: 'No matching emojis found' },
  recent: { id: 'emoji_button.recent', defaultMessage: 'Frequently used' },
  deck: { id: 'column.reaction_deck', defaultMessage: 'Reaction deck' },
  custom: { id: 'emoji_button.custom', defaultMessage: 'Custom' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
  editDeck: { id: 'reaction_deck.edit', defaultMessage: 'Edit' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/** A stored name (unicode character or custom shortcode) as something the picker can show. */
function resolve(name: string, custom: Map<string, CustomEmoji>): PickerEmoji {
  const emoji = custom.get(name.replace(/^:|:$/g, ''));
  if (emoji) return fromCustom(emoji);
  const unicode = UNICODE_EMOJIS.find((u) => u.char === name);
  return unicode ? fromUnicode(unicode) : { kind: 'unicode', name, label: name };
}

function EmojiButton({ emoji, onPick }: { emoji: PickerEmoji; onPick: (e: PickerEmoji) => void }) {
  return (
    <button
      type="button"
      className="emoji-picker__emoji"
      aria-label={emoji.kind === 'custom' ? emoji.label : emoji.name}
      title={emoji.label}
      onClick={() => onPick(emoji)}
    >
      {emoji.kind === 'custom' ? (
        <img src={emoji.staticUrl} alt="" width={24} height={24} />
      ) : (
        <span aria-hidden="true">{emoji.name}</span>
      )}
    </button>
  );
}

function Section({
  title,
  emojis,
  onPick,
  action,
}: {
  title: string;
  emojis: PickerEmoji[];
  onPick: (e: PickerEmoji) => void;
  action?: ReactNode;
}) {
  if (emojis.length === 0) return null;
  return (
    <section className="emoji-picker__section" aria-label={title}>
      <h3 className="emoji-picker__heading">
        {title} {action}
      </h3>
      <div className="emoji-picker__grid">
        {emojis.map((e) => (
          <EmojiButton key={`${e.kind}:${e.name}`} emoji={e} onPick={onPick} />
        ))}
      </div>
    </section>
  );
}

/**
 * The emoji picker (SPEC §9): frequently used first, the reaction deck where the server has
 * one, custom emoji by category, unicode emoji, and a search of at most 75 results.
 */
export function EmojiPicker({
  onPick,
  onClose,
}: {
  onPick: (emoji: PickerEmoji) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [query, setQuery] = useState('');
  const customEmojis = useAppSelector((s) => s.session.customEmojis);
  const counts = useAppSelector((s) => s.settings.frequentlyUsedEmojis);
  const hasDeck = useAppSelector(selectHasReactionDeck);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const deck = useAppSelector((s) => s.reactionDeck);
  useEffect(() => {
    if (hasDeck && isSignedIn && !deck.isLoaded) void dispatch(reactionDeckLoaded());
  }, [hasDeck, isSignedIn, deck.isLoaded, dispatch]);

  const byShortcode = useMemo(
    () => new Map(customEmojis.map((e) => [e.shortcode, e])),
    [customEmojis],
  );
  const categories = useMemo(() => {
    const map = new Map<string, PickerEmoji[]>();
    for (const e of customEmojis) {
      if (!e.visibleInPicker) continue;
      const key = e.category ?? '';
      map.set(key, [...(map.get(key) ?? []), fromCustom(e)]);
    }
    return [...map].sort(([a], [b]) => a.localeCompare(b));
  }, [customEmojis]);
  const results = query.trim() ? searchEmojis(query, customEmojis, UNICODE_EMOJIS) : null;
  const recent = frequentlyUsed(counts, FREQUENTLY_USED_EMOJIS_SHOWN).map((n) =>
    resolve(n, byShortcode),
  );

  return createPortal(
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <div className="emoji-picker">
        <input
          type="search"
          className="emoji-picker__search"
          aria-label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(messages.search)}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="emoji-picker__scroll">
          {results ? (
            results.length > 0 ? (
              <Section
                title={intl.formatMessage(messages.results)}
                emojis={results}
                onPick={onPick}
              />
            ) : (
              <p className="emoji-picker__empty">{intl.formatMessage(messages.noResults)}</p>
            )
          ) : (
            <>
              <Section
                title={intl.formatMessage(messages.recent)}
                emojis={recent}
                onPick={onPick}
              />
              {hasDeck && (
                <Section
                  title={intl.formatMessage(messages.deck)}
                  emojis={deck.names.map((n) => resolve(n, byShortcode))}
                  onPick={onPick}
                  action={
                    <AppLink to="/reaction_deck" onClick={onClose} className="emoji-picker__edit">
                      {intl.formatMessage(messages.editDeck)}
                    </AppLink>
                  }
                />
              )}
              {categories.map(([category, emojis]) => (
                <Section
                  key={category}
                  title={category || intl.formatMessage(messages.custom)}
                  emojis={emojis}
                  onPick={onPick}
                />
              ))}
              {UNICODE_CATEGORIES.map((c) => (
                <Section
                  key={c.id}
                  title={intl.formatMessage(c.title)}
                  emojis={c.emojis.map(fromUnicode)}
                  onPick={onPick}
                />
              ))}
            </>
          )}
        </div>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </button>
        </div>
      </div>
    </Modal>,
    document.body,
  );
}

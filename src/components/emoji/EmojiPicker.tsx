import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadCustomEmojis } from '../../store/session/customEmojiActions';
import { Modal } from '../Modal';
import { EmojiSection } from './EmojiSection';
import { EmojiTabs } from './EmojiTabs';
import { searchEmojis, type PickerEmoji } from './emojiSearch';
import { SkinTonePicker } from './SkinTonePicker';
import { UNICODE_EMOJIS } from './unicodeEmojis';
import { usePickerTabs } from './usePickerTabs';
import './emoji.css';
import { selectCustomEmojis } from '../../store/selectors';
import { selectSkinTone } from '../../store/session/settingsSelectors';

const messages = {
  title: { id: 'status.emoji_reaction', defaultMessage: 'Emoji reaction' },
  search: { id: 'emoji_button.search', defaultMessage: 'Search...' },
  results: { id: 'emoji_button.search_results', defaultMessage: 'Search results' },
  noResults: { id: 'emoji_button.not_found', defaultMessage: 'No matching emojis found' },
  categories: { id: 'emoji_button.categories', defaultMessage: 'Categories' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

export interface EmojiPickerProps {
  onPick: (emoji: PickerEmoji) => void;
  onClose: () => void;
}

/**
 * The emoji picker: tabs for the frequently used (with the reaction deck where the
 * server has one), custom emoji, and each unicode category; a search of at most 75 results;
 * the skin tone for the emoji that have tones. Only the open tab is rendered.
 */
export function EmojiPicker({ onPick, onClose }: EmojiPickerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const idPrefix = useId();
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const customEmojis = useAppSelector(selectCustomEmojis);
  const skinTone = useAppSelector(selectSkinTone);
  const tabs = usePickerTabs(onClose);
  const active = tabs.find((t) => t.id === activeId) ?? tabs[0];
  // Opened before the list came (it is asked for after the first screen): asked for now.
  useEffect(() => {
    void dispatch(loadCustomEmojis());
  }, [dispatch]);
  const results = query.trim()
    ? searchEmojis(query, customEmojis, UNICODE_EMOJIS, { skinTone })
    : null;

  return createPortal(
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <div className="emoji-picker">
        <div className="emoji-picker__bar">
          <input
            type="search"
            className="emoji-picker__search"
            aria-label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.search)}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <SkinTonePicker />
        </div>
        {results ? (
          <div className="emoji-picker__scroll">
            {results.length > 0 ? (
              <EmojiSection
                title={intl.formatMessage(messages.results)}
                emojis={results}
                onPick={onPick}
              />
            ) : (
              <p className="emoji-picker__empty">{intl.formatMessage(messages.noResults)}</p>
            )}
          </div>
        ) : (
          active && (
            <>
              <EmojiTabs
                label={intl.formatMessage(messages.categories)}
                tabs={tabs}
                activeId={active.id}
                idPrefix={idPrefix}
                onSelect={setActiveId}
              />
              <div
                key={active.id}
                id={`${idPrefix}-panel`}
                role="tabpanel"
                aria-labelledby={`${idPrefix}-tab-${active.id}`}
                className="emoji-picker__scroll"
              >
                {active.sections().map((s) => (
                  <EmojiSection key={s.title} {...s} onPick={onPick} />
                ))}
              </div>
            </>
          )
        )}
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

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyEmojiPicker } from '../../components/emoji/LazyEmojiPicker';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadCustomEmojis } from '../../store/session/customEmojiActions';
import { loadReactionDeck, saveReactionDeck } from '../../store/statuses/reactionDeck';
import { Column } from '../ui/Column';
import { Component as NotFound } from '../ui/NotFound';
import './reaction-deck.css';
import { selectCustomEmojis, selectHasReactionDeck, selectInstance } from '../../store/selectors';
import { selectReactionDeck } from '../../store/statuses/selectors';

const messages = {
  title: { id: 'column.reaction_deck', defaultMessage: 'Reaction deck' },
  add: { id: 'reaction_deck.add', defaultMessage: 'Add' },
  remove: { id: 'reaction_deck.remove', defaultMessage: 'Remove {name}' },
  empty: {
    id: 'empty_column.reaction_deck',
    defaultMessage: 'Your reaction deck is empty. Add the emoji you react with most.',
  },
  full: { id: 'reaction_deck.full', defaultMessage: 'The deck is full.' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

/**
 * A custom emoji in the deck is named by its shortcode (letters, digits and underscores, with
 * a remote one's @domain); a unicode one by the emoji itself.
 */
const SHORTCODE = /^[\w.@-]+$/;

/** /reaction_deck: the emoji offered first in the reaction picker, kept on the server. */
export function Component() {
  // A server without the deck is never asked about it.
  return useAppSelector(selectHasReactionDeck) ? <ReactionDeck /> : <NotFound />;
}

function ReactionDeck() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const deck = useAppSelector(selectReactionDeck);
  const customEmojis = useAppSelector(selectCustomEmojis);
  const max = useAppSelector((s) => selectInstance(s)?.configuration.reactionDeckMaxEmojis ?? null);
  const [isPicking, setIsPicking] = useState(false);
  useEffect(() => {
    void dispatch(loadReactionDeck());
    // The deck shows custom emoji by their images: it does not wait for the list to come
    // after the first screen.
    void dispatch(loadCustomEmojis());
  }, [dispatch]);

  const save = (names: string[]) =>
    void dispatch(saveReactionDeck({ names, previous: deck.names }));
  const isFull = max !== null && deck.names.length >= max;
  const title = intl.formatMessage(messages.title);
  return (
    <Column title={title} showBack>
      <ul className="reaction-deck" aria-label={title}>
        {deck.names.map((name) => {
          const custom = customEmojis.find((e) => e.shortcode === name);
          // Named as a shortcode even before the server's list (and so the image) is in.
          const label = custom || SHORTCODE.test(name) ? `:${name}:` : name;
          return (
            <li key={name} className="reaction-deck__item">
              {custom ? (
                <img src={custom.staticUrl} alt={label} width={28} height={28} />
              ) : (
                <span className="reaction-deck__emoji">{label}</span>
              )}
              <button
                type="button"
                className="button"
                onClick={() => save(deck.names.filter((n) => n !== name))}
              >
                {intl.formatMessage(messages.remove, { name: label })}
              </button>
            </li>
          );
        })}
      </ul>
      {deck.isLoaded && deck.names.length === 0 && (
        <p className="empty-column">{intl.formatMessage(messages.empty)}</p>
      )}
      <button
        type="button"
        className="button button--primary reaction-deck__add"
        disabled={isFull}
        onClick={() => setIsPicking(true)}
      >
        {intl.formatMessage(messages.add)}
      </button>
      {isFull && <p className="reaction-deck__full">{intl.formatMessage(messages.full)}</p>}
      {isPicking && (
        <LazyEmojiPicker
          onClose={() => setIsPicking(false)}
          onPick={(emoji) => {
            setIsPicking(false);
            if (!deck.names.includes(emoji.name)) save([...deck.names, emoji.name]);
          }}
        />
      )}
    </Column>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import type { PickerEmoji } from './emojiSearch';

/**
 * A titled grid of emoji buttons. One click handler for the grid, not one per button: a
 * category holds hundreds, and the picker should open without a long task.
 */
export function EmojiSection({
  title,
  emojis,
  onPick,
  action,
}: {
  title: string;
  emojis: readonly PickerEmoji[];
  onPick: (e: PickerEmoji) => void;
  action?: ReactNode;
}) {
  if (emojis.length === 0) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-index]');
    const emoji = button ? emojis[Number(button.dataset.index)] : undefined;
    if (emoji) onPick(emoji);
  };
  return (
    <section className="emoji-picker__section" aria-label={title}>
      <h3 className="emoji-picker__heading">
        {title} {action}
      </h3>
      <div className="emoji-picker__grid" onClick={onClick}>
        {emojis.map((e, i) => (
          <button
            key={`${e.kind}:${e.name}`}
            type="button"
            className="emoji-picker__emoji"
            aria-label={e.kind === 'custom' ? e.label : e.name}
            title={e.label}
            data-index={i}
          >
            {e.kind === 'custom' ? (
              <img src={e.staticUrl} alt="" width={24} height={24} loading="lazy" />
            ) : (
              <span aria-hidden="true">{e.name}</span>
            )}
          </button>
        ))}
      </div>
    </section>
  );
}

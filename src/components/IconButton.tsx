import { useId, type ButtonHTMLAttributes } from 'react';
import { AnimatedNumber } from './AnimatedNumber';
import { withIcon, type IconName } from './Icon';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'children'> & {
  icon: IconName;
  /** The accessible name (Mastodon's English wording). */
  title: string;
  active?: boolean;
  /** A count shown next to the icon. */
  counter?: number;
  /** Toggle buttons say whether they are pressed. */
  pressed?: boolean;
};

/**
 * The count beside a button's icon, short (1.2K). The button keeps its name ("Reply") and
 * is described by the count, so a screen reader hears both and a name query still matches.
 * An element, not a component of its own: a post has five.
 */
export function buttonCounter(id: string, value: number) {
  return <AnimatedNumber className="icon-button__counter" id={id} value={value} />;
}

export function IconButton({ icon, title, active, counter, pressed, className, ...rest }: Props) {
  const counterId = useId();
  const classes = [
    'icon-button',
    withIcon(icon),
    active ? 'icon-button--active' : '',
    className ?? '',
  ]
    .join(' ')
    .trim();
  const button = (
    <button
      type="button"
      className={classes}
      title={title}
      aria-label={title}
      aria-pressed={pressed}
      aria-describedby={counter ? counterId : undefined}
      {...rest}
    />
  );
  if (counter === undefined) return button;
  // The count sits beside the button, not in it: a control's visible text is part of its
  // name (speech input says what it sees), and the name stays Mastodon's ('Favorite'); the
  // count describes it instead.
  return (
    <span className="icon-button-counted">
      {button}
      {buttonCounter(counterId, counter)}
    </span>
  );
}

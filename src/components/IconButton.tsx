import type { ButtonHTMLAttributes } from 'react';
import { AnimatedNumber } from './AnimatedNumber';
import { Icon, type IconName } from './Icon';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> & {
  icon: IconName;
  /** The accessible name (Mastodon's English wording). */
  title: string;
  active?: boolean;
  /** A count shown next to the icon. */
  counter?: number;
  /** Toggle buttons say whether they are pressed. */
  pressed?: boolean;
};

export function IconButton({ icon, title, active, counter, pressed, className, ...rest }: Props) {
  const classes = ['icon-button', active ? 'icon-button--active' : '', className ?? '']
    .join(' ')
    .trim();
  const button = (
    <button
      type="button"
      className={classes}
      title={title}
      aria-label={title}
      aria-pressed={pressed}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  );
  if (counter === undefined) return button;
  // The count sits beside the button, not in it: a control's visible text is part of its
  // name (speech input says what it sees), and the name stays Mastodon's ('Favorite').
  return (
    <span className="icon-button-counted">
      {button}
      <span className="icon-button__counter" aria-hidden="true">
        <AnimatedNumber value={counter} />
      </span>
    </span>
  );
}

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
  return (
    <button
      type="button"
      className={classes}
      title={title}
      aria-label={title}
      aria-pressed={pressed}
      {...rest}
    >
      <Icon name={icon} />
      {counter !== undefined && (
        <span className="icon-button__counter" aria-hidden="true">
          <AnimatedNumber value={counter} />
        </span>
      )}
    </button>
  );
}

import type { ButtonHTMLAttributes } from 'react';
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
          {counter > 0 ? formatCount(counter) : ''}
        </span>
      )}
    </button>
  );
}

const formatCount = (n: number): string =>
  n >= 1_000_000
    ? `${(n / 1_000_000).toFixed(1)}M`
    : n >= 1000
      ? `${(n / 1000).toFixed(1)}K`
      : String(n);

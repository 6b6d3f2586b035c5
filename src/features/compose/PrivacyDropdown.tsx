import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { VISIBILITY_META } from '../../components/status/visibility';
import type { Visibility } from '../../entities/types';
import type { ComposePrivacy } from '../../store/composeRules';
import { useAppSelector } from '../../store/hooks';
import { selectHasLoginVisibility, selectHasPublicUnlisted } from '../../store/selectors';

/** The visibilities this server offers, in Mastodon's menu order. */
function useOptions(): Visibility[] {
  const hasPublicUnlisted = useAppSelector(selectHasPublicUnlisted);
  const hasLogin = useAppSelector(selectHasLoginVisibility);
  return [
    'public',
    ...(hasPublicUnlisted ? (['public_unlisted'] as const) : []),
    'unlisted',
    ...(hasLogin ? (['login'] as const) : []),
    'private',
    'direct',
  ];
}

/** 'Change post privacy': a menu button with one radio item per visibility. */
export function PrivacyDropdown({
  value,
  onChange,
}: {
  value: ComposePrivacy;
  onChange: (v: Visibility) => void;
}) {
  const intl = useIntl();
  const options = useOptions();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = VISIBILITY_META[value as Visibility] ?? VISIBILITY_META.limited;

  useEffect(() => {
    if (!open) return;
    const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? menuRef.current?.querySelector<HTMLElement>('[role="menuitemradio"]'))?.focus();
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && event.target !== buttonRef.current)
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (visibility: Visibility) => {
    onChange(visibility);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="dropdown">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage({
          id: 'privacy.change',
          defaultMessage: 'Change post privacy',
        })}
        title={intl.formatMessage({ id: 'privacy.change', defaultMessage: 'Change post privacy' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={current.icon} />
        <span className="dropdown__value">
          {intl.formatMessage({ id: current.id, defaultMessage: current.defaultMessage })}
        </span>
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" className="dropdown__menu" onKeyDown={onKeyDown}>
          {options.map((visibility) => {
            const meta = VISIBILITY_META[visibility];
            return (
              <li
                key={visibility}
                role="menuitemradio"
                aria-checked={visibility === value}
                tabIndex={-1}
                className="dropdown__option"
                onClick={() => choose(visibility)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    choose(visibility);
                  }
                }}
              >
                <Icon name={meta.icon} />
                {intl.formatMessage({ id: meta.id, defaultMessage: meta.defaultMessage })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

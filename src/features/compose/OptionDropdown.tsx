import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from '../../components/Icon';

export interface DropdownOption<V extends string> {
  value: V;
  label: string;
  icon?: IconName;
  hint?: string;
}

/**
 * A menu button with one radio item per option (the composer's privacy, searchability,
 * language and quote policy); arrows move, Enter or Space choose, Escape closes.
 */
export function OptionDropdown<V extends string>({
  label,
  value,
  options,
  onChange,
  icon,
  valueLabel,
  disabled,
}: {
  /** The button's accessible name, e.g. 'Change post privacy'. */
  label: string;
  value: V;
  /**
   * The choices. A function is called only while the menu is open (the language names cost a
   * formatter to write); with one, `valueLabel` and `icon` show the value.
   */
  options: DropdownOption<V>[] | (() => DropdownOption<V>[]);
  onChange: (value: V) => void;
  icon?: IconName;
  valueLabel?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current =
    typeof options === 'function' ? undefined : options.find((o) => o.value === value);
  const listed = open ? (typeof options === 'function' ? options() : options) : [];

  // Focus is in the menu as it appears, so keys pressed at once already move through it.
  useLayoutEffect(() => {
    if (!open) return;
    const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? menuRef.current?.querySelector<HTMLElement>('[role="menuitemradio"]'))?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && event.target !== buttonRef.current)
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (next: V) => {
    onChange(next);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      // Focus leaves for the next control: the menu goes with it, as a click outside does.
      setOpen(false);
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
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {(current?.icon ?? icon) && <Icon name={current?.icon ?? icon!} />}
        {/* Named by its content, so the value seen ('Public') is part of the name heard. */}
        <span className="visually-hidden">{label}</span>{' '}
        <span className="dropdown__value">{valueLabel ?? current?.label ?? value}</span>
      </button>
      {open && (
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={label}
          className="dropdown__menu"
          onKeyDown={onKeyDown}
        >
          {listed.map((option) => (
            <li
              key={option.value}
              role="menuitemradio"
              aria-checked={option.value === value}
              tabIndex={-1}
              className="dropdown__option"
              onClick={() => choose(option.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(option.value);
                }
              }}
            >
              {option.icon && <Icon name={option.icon} />}
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from './Icon';
import './DropdownMenu.css';

export interface MenuItem {
  /** Stable key. */
  key: string;
  label: string;
  onSelect(): void;
  danger?: boolean;
  /** A line above this item. */
  separatorBefore?: boolean;
}

/**
 * A button that opens a menu (role=menu of menuitems): arrows, Home and End move, Escape
 * closes and gives focus back to the button, Tab and a click outside close it.
 */
export function DropdownMenu({
  icon,
  title,
  items,
}: {
  icon: IconName;
  /** The accessible name of the button (Mastodon's wording, e.g. 'More'). */
  title: string;
  items: MenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const entries = () => [
    ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return undefined;
    entries()[0]?.focus();
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  return (
    <div className="dropdown">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        title={title}
        aria-label={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name={icon} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          className="dropdown__menu"
          role="menu"
          aria-label={title}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              {item.separatorBefore && <div className="dropdown__separator" role="separator" />}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`dropdown__item ${item.danger ? 'dropdown__item--danger' : ''}`}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

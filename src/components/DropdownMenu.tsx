import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
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
  const [position, setPosition] = useState<CSSProperties>({});
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const entries = () => [
    ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];

  // Focus is in the menu as it appears, so keys pressed at once already move through it.
  useLayoutEffect(() => {
    if (open) entries()[0]?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    // Any scroll or resize would leave the menu floating away from its button: close it.
    const onMove = (event: Event) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open]);

  /** The menu lives at the end of the body (a status clips what overflows it), under its button. */
  const toggle = () => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) {
      const below = rect.bottom + 4;
      const upward = below > window.innerHeight * 0.6;
      setPosition({
        position: 'fixed',
        right: Math.max(8, window.innerWidth - rect.right),
        ...(upward ? { bottom: window.innerHeight - rect.top + 4 } : { top: below }),
      });
    }
    setOpen((o) => !o);
  };

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
    <div className="menu-button">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        title={title}
        aria-label={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle();
          }
        }}
      >
        <Icon name={icon} />
      </button>
      {open &&
        createPortal(
          <ul
            ref={menuRef}
            id={menuId}
            className="menu-popup"
            style={position}
            role="menu"
            aria-label={title}
            onKeyDown={onKeyDown}
          >
            {items.map((item) => (
              <li key={item.key} role="none">
                {item.separatorBefore && <div className="menu-popup__separator" role="separator" />}
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`menu-popup__item ${item.danger ? 'menu-popup__item--danger' : ''}`}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </div>
  );
}

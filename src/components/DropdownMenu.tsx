import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { withIcon, type IconName } from './Icon';
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

/** Closes the open menu, giving focus back to its button when `refocus`. */
const MenuCloseContext = createContext<(refocus: boolean) => void>(() => undefined);

/** A menu's items, as the open menu shows them; choosing one closes the menu first. */
export function MenuItems({ items }: { items: readonly MenuItem[] }) {
  const close = useContext(MenuCloseContext);
  return items.map((item) => (
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
  ));
}

/**
 * A button that opens a menu (role=menu of menuitems): arrows, Home and End move, Escape
 * closes and gives focus back to the button, Tab and a click outside close it. `items` are its
 * entries; or `menu`, an element that works them out (with `MenuItems`) only once the menu
 * opens: a post's menu is asked for far less often than the post is shown.
 */
export function DropdownMenu({
  icon,
  title,
  items,
  menu,
}: {
  icon: IconName;
  /** The accessible name of the button (Mastodon's wording, e.g. 'More'). */
  title: string;
} & ({ items: MenuItem[]; menu?: never } | { items?: never; menu: ReactElement })) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`icon-button ${withIcon(icon)}`}
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
      />
      {open &&
        createPortal(
          <MenuCloseContext.Provider value={close}>
            <MenuPopup id={menuId} title={title} style={position} buttonRef={buttonRef}>
              {menu ?? <MenuItems items={items} />}
            </MenuPopup>
          </MenuCloseContext.Provider>,
          document.body,
        )}
    </>
  );
}

/** The open menu: what it listens to is listened to only while it is open. */
function MenuPopup({
  id,
  title,
  style,
  buttonRef,
  children,
}: {
  id: string;
  title: string;
  style: CSSProperties;
  buttonRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const close = useContext(MenuCloseContext);
  const menuRef = useRef<HTMLUListElement>(null);

  const entries = () => [
    ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];

  // Focus is in the menu as it appears, so keys pressed at once already move through it.
  useLayoutEffect(() => {
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus({
      preventScroll: true,
    });
  }, []);

  useEffect(() => {
    // Any scroll or resize would leave the menu floating away from its button: close it.
    const onMove = (event: Event) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      close(false);
    };
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [close, buttonRef]);

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
    <ul
      ref={menuRef}
      id={id}
      className="menu-popup"
      style={style}
      role="menu"
      aria-label={title}
      onKeyDown={onKeyDown}
    >
      {children}
    </ul>
  );
}

import type { KeyboardEvent, ReactNode } from 'react';

export interface EmojiTab {
  id: string;
  title: string;
  icon: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The picker's category tabs (WAI-ARIA tabs: arrows, Home and End move and select). */
export function EmojiTabs({
  label,
  tabs,
  activeId,
  idPrefix,
  onSelect,
}: {
  label: string;
  tabs: readonly EmojiTab[];
  activeId: string;
  idPrefix: string;
  onSelect: (id: string) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.id === activeId);
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="emoji-picker__tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`${idPrefix}-tab-${tab.id}`}
          type="button"
          role="tab"
          className="emoji-picker__tab"
          aria-label={tab.title}
          title={tab.title}
          aria-selected={tab.id === activeId}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === activeId ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.icon}
        </button>
      ))}
    </div>
  );
}

import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { InvalidItem } from '../../components/InvalidItem';
import { ItemBoundary } from '../../components/ItemBoundary';
import type { NotificationGap, NotificationItem } from '../../store/notifications/notifications';
import { WindowedFeed } from '../timeline/WindowedFeed';
import { NotificationGroupItem } from './NotificationGroupItem';

const keyOf = (item: NotificationItem, index: number) =>
  typeof item === 'string'
    ? item
    : 'invalid' in item
      ? `invalid-${String(index)}`
      : `gap-${item.maxId ?? 'top'}-${item.sinceId ?? 'end'}`;

interface Props {
  items: readonly NotificationItem[];
  label: string;
  isLoading: boolean;
  onLoadGap: (gap: NotificationGap) => void;
  /** Told, with these items, once those near the screen are all shown. */
  onSettled: (items: readonly NotificationItem[]) => void;
}

/** The notification groups, their gaps and unreadable items as a windowed feed. */
export function NotificationsFeed({ items, label, isLoading, onLoadGap, onSettled }: Props) {
  const keys = useMemo(() => items.map(keyOf), [items]);
  // A group's place among the groups (aria-posinset), gaps and bad items not counted.
  const positions = useMemo(() => {
    let position = 0;
    return items.map((item) => (typeof item === 'string' ? (position += 1) : 0));
  }, [items]);

  const renderItem = (item: NotificationItem, index: number) => {
    if (typeof item === 'string') {
      return (
        <ItemBoundary
          resetKey={item}
          fallback={(error) => <InvalidNotification reason={error.message} />}
        >
          <NotificationGroupItem groupKey={item} position={positions[index] ?? 0} />
        </ItemBoundary>
      );
    }
    if ('invalid' in item) return <InvalidNotification reason={item.message} />;
    return (
      <button
        type="button"
        className="load-gap"
        disabled={isLoading}
        onClick={() => onLoadGap(item)}
      >
        <FormattedMessage id="status.load_more" defaultMessage="Load more" />
      </button>
    );
  };

  return (
    <WindowedFeed
      items={items}
      keys={keys}
      renderItem={renderItem}
      feedKey="notifications"
      label={label}
      busy={isLoading}
      onSettled={(settledKeys) => {
        if (settledKeys === keys) onSettled(items);
      }}
    />
  );
}

/** In a notification's place when it cannot be shown: bad data, or a failed render. */
function InvalidNotification({ reason }: { reason: string }) {
  return (
    <InvalidItem className="notification notification--invalid">
      <FormattedMessage
        id="notification.invalid"
        defaultMessage="This notification could not be shown: {reason}"
        values={{ reason }}
      />
    </InvalidItem>
  );
}

import { FormattedMessage } from 'react-intl';
import { useParams } from '../../components/navigation/router';
import { safeHttpUrl } from '../../lib/url';
import { useAppSelector } from '../../store/hooks';
import { selectTrendingLink } from '../../store/trends/trends';
import { TimelineColumn } from '../timeline/TimelineColumn';
import { Component as NotFound } from '../ui/NotFound';

/** The URL in /links/{url}: one encoded segment, as Mastodon links it; anything but http(s) is none. */
function useLinkUrl(): string | null {
  const raw = useParams()['*'] ?? '';
  try {
    return safeHttpUrl(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/** /links/{url}: the public posts sharing one link (Mastodon 4.3's link timeline). */
export function Component() {
  const url = useLinkUrl();
  const trending = useAppSelector((s) => (url ? selectTrendingLink(s, url) : undefined));
  if (!url) return <NotFound />;
  return (
    <TimelineColumn
      title={trending?.card.title || url}
      source={{ kind: 'link', url }}
      filterContext="public"
      emptyMessage={
        <FormattedMessage
          id="empty_column.link_timeline"
          defaultMessage="No one has shared this link yet."
        />
      }
    />
  );
}

import { useEffect } from 'react';
import { documentTitle } from '../../lib/documentTitle';
import { useAppSelector } from '../../store/hooks';
import { selectUnreadNotificationCount } from '../../store/notifications/selectors';
import { selectInstance } from '../../store/selectors';

/** The tab shows this screen's title, the server's name and the unread notifications. */
export function useDocumentTitle(title: string | undefined) {
  const site = useAppSelector(selectInstance)?.title ?? '';
  const unread = useAppSelector(selectUnreadNotificationCount);
  useEffect(() => {
    if (title === undefined) return;
    document.title = documentTitle(title, site, unread);
  }, [title, site, unread]);
}

/**
 * The tab's title: the screen, then the server's name; unread notifications first as Mastodon
 * shows them, "(3) …", or "(*) …" past 99.
 */
export function documentTitle(screen: string, site: string, unread: number): string {
  const base = [screen, site].filter((part) => part !== '').join(' - ');
  if (unread <= 0) return base;
  return `(${unread > 99 ? '*' : unread}) ${base}`;
}

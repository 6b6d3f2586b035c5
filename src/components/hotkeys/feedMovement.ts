/**
 * Moving keyboard focus from post to post. A feed that mounts only part of its items (the
 * windowed feed) registers a mover that can bring any item in; any other feed is moved
 * through by its articles in the DOM.
 */
export type FeedMove = 'next' | 'previous' | 'first';

/** Moves focus within one feed, from the element holding it (null: from nowhere). */
export type FeedMover = (from: Element | null, move: FeedMove) => void;

const movers = new WeakMap<Element, FeedMover>();

export function registerFeedMover(feed: Element, mover: FeedMover) {
  movers.set(feed, mover);
  return () => {
    if (movers.get(feed) === mover) movers.delete(feed);
  };
}

/** Focuses a post without the browser's own jump, then brings it just into view. */
export function focusItem(element: HTMLElement) {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'nearest' });
}

/**
 * The feed's own items, in order: not a post inside an item (a notification's post) nor
 * those of a feed nested in one.
 */
export const feedArticles = (feed: Element): HTMLElement[] =>
  Array.from(feed.querySelectorAll<HTMLElement>('article')).filter(
    (article) => article.parentElement?.closest('article, [role="feed"]') === feed,
  );

/** The post to go to among `articles` from the one at `index` (-1: none). */
export function targetIndex(count: number, index: number, move: FeedMove): number | null {
  if (count === 0) return null;
  if (move === 'first') return 0;
  if (index < 0) return 0;
  const target = move === 'next' ? index + 1 : index - 1;
  return target >= 0 && target < count ? target : null;
}

function moveInDom(feed: Element, from: Element | null, move: FeedMove) {
  const articles = feedArticles(feed);
  const index = from ? articles.findIndex((a) => a.contains(from)) : -1;
  const target = targetIndex(articles.length, index, move);
  const article = target === null ? undefined : articles[target];
  if (article) focusItem(article);
}

/** The first element on screen of those given (else the first). */
export function firstInView<T extends Element>(elements: readonly T[]): T | undefined {
  return (
    elements.find((el) => {
      const rect = el.getBoundingClientRect();
      return rect.bottom > 0 && rect.top < window.innerHeight;
    }) ?? elements[0]
  );
}

/**
 * Moves focus from `from` through its feed; from outside any feed, into the first feed of
 * `root` (the first post on screen).
 */
export function moveFeedFocus(root: ParentNode, from: Element | null, move: FeedMove) {
  const feed = from?.closest('[role="feed"]') ?? null;
  if (feed) {
    const mover = movers.get(feed);
    if (mover) mover(from, move);
    else moveInDom(feed, from, move);
    return;
  }
  const first = root.querySelector('[role="feed"]');
  if (!first) return;
  if (move === 'first') {
    const mover = movers.get(first);
    if (mover) mover(null, 'first');
    else moveInDom(first, null, 'first');
    return;
  }
  const article = firstInView(feedArticles(first));
  if (article) focusItem(article);
}

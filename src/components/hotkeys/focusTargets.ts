/**
 * Where the app's shortcuts put focus, found in the page as it is laid out: the search box,
 * the navigation, a column, a column's "Load more".
 */
import { feedArticles, firstInView, focusItem } from './feedMovement';

/** Laid out (not `display: none`, not in a closed part of the page). */
const isShown = (element: Element) => element.getClientRects().length > 0;

const firstShown = <T extends Element>(elements: Iterable<T>) => Array.from(elements).find(isShown);

/** Focuses the search box on screen; false when there is none. */
export function focusSearchBox(doc: Document): boolean {
  const box = firstShown(doc.querySelectorAll<HTMLInputElement>('input[type="search"]'));
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}

/** Mastodon's "get started" column is the navigation: focus its first link. */
export function focusNavigation(doc: Document): boolean {
  const link = firstShown(doc.querySelectorAll<HTMLElement>('nav .nav-link'));
  link?.focus();
  return link !== undefined;
}

/** The deck's columns left to right, else the one main column. */
const columnsOf = (doc: Document): Element[] => {
  const deck = Array.from(doc.querySelectorAll('.columns-area__column'));
  if (deck.length > 0) return deck;
  const main = doc.getElementById('main');
  return main ? [main] : [];
};

/** Not a text field: the digit pressed next would be typed into it. */
const FOCUSABLE = 'button, a[href], [tabindex="0"]';

/** Column `n` (from 1): its first post on screen, else the first thing in it that takes focus. */
export function focusColumn(doc: Document, n: number): boolean {
  const column = columnsOf(doc)[n - 1];
  if (!column) return false;
  const feed = column.querySelector('[role="feed"]');
  const article = feed ? firstInView(feedArticles(feed)) : undefined;
  if (article) {
    focusItem(article);
    return true;
  }
  const first = firstShown(column.querySelectorAll<HTMLElement>(FOCUSABLE));
  first?.focus();
  return first !== undefined;
}

/** The column holding `from` (else the first): its new-posts, gap or "Load more" button. */
export function focusLoadMore(doc: Document, from: Element | null): boolean {
  const column = from?.closest('.columns-area__column, #main') ?? columnsOf(doc)[0] ?? doc.body;
  const button = firstShown(
    column.querySelectorAll<HTMLElement>('.load-pending, .load-gap, .load-more'),
  );
  button?.focus();
  return button !== undefined;
}

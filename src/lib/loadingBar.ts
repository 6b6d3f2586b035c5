/**
 * The loading bar's rule (SPEC §9, react-redux-loading-bar as Mastodon uses it): while any
 * request is in flight the bar grows every 400 ms by up to 20 points, slowing as it nears
 * the end and never passing 99; when the last request ends it fills to 100 and then hides.
 */
export const LOADING_BAR_UPDATE_MS = 400;
export const LOADING_BAR_MAX_PERCENT = 99;
export const LOADING_BAR_INCREASE = 20;
/** How long the full bar stays before it hides (half an update, as the original). */
export const LOADING_BAR_END_MS = LOADING_BAR_UPDATE_MS / 2;

export interface LoadingBarState {
  /** 0 is hidden; 100 is the finishing flash. */
  readonly percent: number;
}

export const LOADING_BAR_HIDDEN: LoadingBarState = { percent: 0 };

/** The next width while loading: a cosine-smoothed step, kept if it would pass the maximum. */
export function nextLoadingPercent(percent: number): number {
  const step = LOADING_BAR_INCREASE * Math.cos(percent * (Math.PI / 2 / 100));
  const next = percent + step;
  return next <= LOADING_BAR_MAX_PERCENT ? next : percent;
}

/**
 * One tick of the bar's timer. A request that ends before the first tick never shows the bar
 * (fast requests do not flash); after the last one ends the bar is full until it hides.
 */
export function loadingBarTick(state: LoadingBarState, inFlight: number): LoadingBarState {
  if (inFlight > 0) {
    return { percent: nextLoadingPercent(state.percent >= 100 ? 0 : state.percent) };
  }
  if (state.percent === 0) return state;
  return state.percent >= 100 ? LOADING_BAR_HIDDEN : { percent: 100 };
}

/** Counts the requests in flight and tells listeners when the count changes. */
export interface RequestsInFlight {
  readonly count: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  readonly started: () => void;
  readonly ended: () => void;
}

export function createRequestsInFlight(): RequestsInFlight {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (value: number) => {
    count = Math.max(0, value);
    for (const listener of listeners) listener();
  };
  return {
    count: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started: () => set(count + 1),
    ended: () => set(count - 1),
  };
}

/** A fetch that counts itself in flight from the call until the answer or the failure. */
export function countedFetch(fetchImpl: typeof fetch, requests: RequestsInFlight): typeof fetch {
  return async (input, init) => {
    requests.started();
    try {
      return await fetchImpl(input, init);
    } finally {
      requests.ended();
    }
  };
}

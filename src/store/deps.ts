import type { RequestTimeouts, UploadTransport } from '../api/client';
import type { StreamingWorker } from '../api/streamingInWorker';
import type { SoundPlayer } from '../lib/boop';
import type { Schedule } from '../lib/frameQueue';

/** What the store needs from the outside world; tests pass fakes. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** A desktop notification the page showed. */
export interface DesktopNotification {
  addEventListener(type: 'click', listener: () => void): void;
  close(): void;
}

/** The browser's Notification class, as far as the store uses it. */
export interface DesktopNotificationClass {
  readonly permission: NotificationPermission;
  new (title: string, options: NotificationOptions): DesktopNotification;
}

/** The page outside the app: desktop notifications and the sound (tests pass fakes). */
export interface DesktopDeps {
  /** Null where the browser has no Notification API. */
  Notification: DesktopNotificationClass | null;
  /** The tab is in the background (only then a desktop notification shows). */
  isHidden(): boolean;
  sound: SoundPlayer;
  focusWindow(): void;
  /** Opens an in-app path, as a link would. */
  open(path: string): void;
}

/** This browser's push subscription, as far as the store uses it. */
export interface BrowserPushSubscription {
  readonly endpoint: string;
  getKey(name: 'p256dh' | 'auth'): ArrayBuffer | null;
  unsubscribe(): Promise<boolean>;
}

/** The service worker registration's PushManager (tests pass a fake). */
export interface BrowserPush {
  getSubscription(): Promise<BrowserPushSubscription | null>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<BrowserPushSubscription>;
}

export interface StoreDeps {
  fetch: typeof fetch;
  /** Uploads with progress (XMLHttpRequest in the browser); fetch without progress when absent. */
  upload?: UploadTransport;
  /** Time limits of requests; the API client's defaults when absent. */
  requestTimeouts?: Partial<RequestTimeouts>;
  WebSocket: typeof WebSocket | null;
  /**
   * The streaming connection in a worker of its own (the page's main thread then only applies
   * events); without it the connection lives on the page, through `WebSocket`.
   */
  streamingWorker?: () => StreamingWorker;
  /** Synchronous storage for the session records read at start-up. */
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** IndexedDB in the browser: settings and drafts per account. */
  db: KeyValueStore;
  /** Where the window should go (the OAuth authorize page). */
  redirect(url: string): void;
  /** The client's own origin (for redirect_uri and the same-origin server check). */
  clientOrigin: string;
  now(): number;
  /**
   * When streamed events are applied, together (the page's next frame); without it each is
   * applied as it comes.
   */
  scheduleFrame?: Schedule;
  /**
   * The slower schedule for stream events nothing on screen waits for (posts bound for a
   * timeline's pending posts); scheduleFrame's when absent.
   */
  scheduleQuietFrame?: Schedule;
  /**
   * When work the first screen does not need runs (the server's custom emoji list, which only
   * the composer and the pickers use, and which a big server sends as a megabyte of JSON): once
   * the first screen is answered and drawn. At once when absent.
   */
  afterFirstScreen?: Schedule;
  /** Waits (media processing polls); tests pass one that records the delays. */
  delay?: (ms: number) => Promise<void>;
  /** Desktop notifications and sounds; without it the store makes neither. */
  desktop?: DesktopDeps;
  /** Web Push; absent where the browser has no service worker or PushManager. */
  push?: BrowserPush;
}

export const memoryKeyValueStore = (): KeyValueStore => {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
  };
};

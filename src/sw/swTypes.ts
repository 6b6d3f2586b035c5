/**
 * The service worker's global scope, as far as the worker uses it. The project's type check runs
 * with the DOM library, which cannot be combined with the WebWorker one, so the few worker
 * events and objects are described here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEvent) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

/** What the build writes into the worker: the shell's files and a version naming its cache. */
export interface ShellManifest {
  version: string;
  files: string[];
}

/**
 * The streaming connection off the page's main thread (streamingWorkerHost.ts). The code that
 * reads messages is its own chunk, loaded after the connection opens.
 */
import { serveStreaming } from './streamingWorkerHost';

serveStreaming(globalThis, async () => (await import('./streaming')).readStreamingMessage);

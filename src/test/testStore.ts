import { createAppStore } from '../store';
import { memoryKeyValueStore, type StoreDeps } from '../store/deps';
import { createFakeApi, type FakeApi } from './fakeApi';
import { accountJSON, instanceJSON } from './fixtures';

export const ORIGIN = 'https://sandbox.example';

export class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

/** A store wired to a fake API, with the instance and the signed-in user answered. */
export function createTestStore(options: { api?: FakeApi; deps?: Partial<StoreDeps> } = {}) {
  const api = options.api ?? createFakeApi(ORIGIN);
  const me = accountJSON({ id: '1', username: 'me', display_name: 'Me' });
  api.on('GET', '/api/v2/instance', { body: instanceJSON() });
  api.on('GET', '/api/v1/accounts/verify_credentials', {
    body: {
      ...me,
      source: { privacy: 'unlisted', sensitive: false, language: 'en', note: '', fields: [] },
    },
  });
  api.on('GET', '/api/v1/custom_emojis', { body: [] });
  api.on('GET', '/api/v1/markers', { body: {} });
  const redirects: string[] = [];
  const deps: StoreDeps = {
    fetch: api.fetch,
    WebSocket: null,
    localStorage: new MemoryStorage(),
    db: memoryKeyValueStore(),
    redirect: (url) => void redirects.push(url),
    clientOrigin: 'https://client.example',
    now: () => Date.now(),
    ...options.deps,
  };
  const { store } = createAppStore(deps);
  return { store, api, deps, redirects, me };
}

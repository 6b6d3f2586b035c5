import type { Page } from 'playwright-core';

/** Has the client kept home's first page for the next start-up (IndexedDB kmyblue/kv)? */
export const homeIsKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('kmyblue');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const read = open.result.transaction('kv').objectStore('kv').get('homeCache:index');
          read.onsuccess = () => resolve(Array.isArray(read.result) && read.result.length > 0);
          read.onerror = () => resolve(false);
        };
      }),
  );

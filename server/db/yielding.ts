/**
 * PGlite runs every query synchronously on this thread, and its promise settles in a microtask:
 * a handler awaiting query after query would hold the event loop for its whole run, and every
 * other request (even one that needs no query) would wait for it. Letting the event loop turn
 * before each query bounds what one request holds it for to a single query or computation.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { turnOfEventLoop } from '../eventLoop';

type Querying = Pick<Transaction, 'query' | 'exec'>;

function yieldBeforeQueries(target: Querying): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (async (...args: Parameters<typeof query>) => {
    await turnOfEventLoop();
    return query(...args);
  }) as typeof target.query;
  target.exec = async (...args: Parameters<typeof exec>) => {
    await turnOfEventLoop();
    return exec(...args);
  };
}

/**
 * The database, its queries and its transactions' queries each letting the event loop turn
 * first. Within a transaction the database stays held (its other queries wait for the commit),
 * but requests that need no query go on.
 */
export function yieldingBetweenQueries(db: PGlite): PGlite {
  yieldBeforeQueries(db);
  const transaction = db.transaction.bind(db);
  db.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      yieldBeforeQueries(tx);
      return callback(tx);
    });
  return db;
}

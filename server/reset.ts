/** `npm run sandbox:reset`: deletes the sandbox's data directory; the next start seeds it anew. */
import { rm } from 'node:fs/promises';
import { defaultDataDir, REPO_ROOT } from './paths';

const dataDir = defaultDataDir();
if (dataDir === REPO_ROOT || dataDir === '/') {
  console.error(`Refusing to delete ${dataDir}`);
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
console.info(`Removed ${dataDir}. The next start seeds fresh demo data.`);

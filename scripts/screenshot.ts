/**
 * Regenerates docs/screenshot.png for the README: a fresh sandbox, the demo user signed in,
 * the home timeline in the single-column layout. Run after `npm run build`.
 */
import { launchBrowser, newContext, signIn, startSandbox } from '../e2e/harness';

const sandbox = await startSandbox();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, { width: 1280, height: 800 });
  const page = await context.newPage();
  await signIn(page, sandbox);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'docs/screenshot.png' });
  await context.close();
} finally {
  await browser.close();
  await sandbox.close();
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** Impacts that fail a check: moderate and minor ones are reported by axe but tolerated. */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** One violation in a line: rule, impact, where, and what axe says is wrong there. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue | undefined;
  target: string;
  summary: string;
}

/**
 * Puts axe into the page. The sandbox's CSP allows no inline script, so a `<script>` tag with
 * axe's source would be refused; `page.evaluate` runs the source through the DevTools
 * protocol, which the page's CSP does not govern, so the app is checked under its real
 * policy (a context with `bypassCSP` would check a page the reader never gets).
 */
async function injectAxe(page: Page) {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
}

/** Runs axe on the page (or within `include`) and returns its serious and critical findings. */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  await injectAxe(page);
  const options: RunOptions = { resultTypes: ['violations'] };
  const results = await page.evaluate(
    async ([context, runOptions]) => {
      const axe = (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe;
      return JSON.parse(
        JSON.stringify(await axe.run(context ?? document, runOptions)),
      ) as AxeResults;
    },
    [include ?? null, options] as const,
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? undefined,
        target: node.target.join(' '),
        summary: node.failureSummary ?? violation.help,
      })),
    );
}

/** Each serious or critical violation on the page, one line each, prefixed with `where`. */
export async function axeReport(page: Page, where: string, include?: string): Promise<string[]> {
  const findings = await axeFindings(page, include);
  return findings.map(
    (f) =>
      `${where}: [${f.impact ?? '?'}] ${f.rule} at ${f.target}\n    ${f.summary.replace(/\n/g, '\n    ')}`,
  );
}

/** Fails, listing every serious or critical violation axe finds on the page as `where` shows it. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string) {
  const lines = await axeReport(page, where, include);
  if (lines.length > 0)
    throw new Error(`axe: ${String(lines.length)} violation(s)\n${lines.join('\n')}`);
}

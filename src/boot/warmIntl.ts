/**
 * The browser's first date or number formatter loads the engine's locale data: 50–90 ms of the
 * main thread (CPU slowed 4×), whichever formatter comes first; the next ones take a few ms.
 * The first screen formats every post's date, so the app paid it on the way to its first post.
 * The first script pays it instead, in a task of its own after its requests have gone out:
 * the app's code is usually still downloading or compiling then, and the main thread idle.
 */
export function warmIntl(later: (run: () => void) => void): void {
  later(() => {
    try {
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.NumberFormat().format(0);
    } catch {
      // An engine without Intl: the app finds out on its own.
    }
  });
}

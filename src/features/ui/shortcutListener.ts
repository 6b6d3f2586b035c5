import { moveFeedFocus } from '../../components/hotkeys/feedMovement';
import {
  focusColumn,
  focusLoadMore,
  focusNavigation,
  focusSearchBox,
} from '../../components/hotkeys/focusTargets';
import {
  SEQUENCE_TIMEOUT_MS,
  isActivatable,
  isDialogOpen,
  isTypingTarget,
  matchHotkey,
  mayHandle,
  normalizeKey,
  type HotkeyMatch,
} from '../../components/hotkeys/hotkeyRules';
import { HOTKEYS, type AppCommand, type StatusCommand } from '../../components/hotkeys/hotkeyTable';
import { articleOf, statusCommand } from '../../components/hotkeys/statusHotkeys';
import { focusComposer, startNewPost, toggleComposeSpoiler } from '../../store/compose/composeKeys';
import type { AppDispatch } from '../../store';
import { switchToNextAccount } from '../../store/accountRegistry/accountActions';

const SCOPES = new Map<string, string>(HOTKEYS.map((e) => [e.command, e.scope]));
const PATHS = new Map<string, string>(
  HOTKEYS.flatMap((e) => ('path' in e ? [[e.command, e.path] as const] : [])),
);
const isStatusCommand = (command: string): command is StatusCommand =>
  SCOPES.get(command) === 'status';

/** Runs a post's command on the focused post; false when no post has focus or it cannot. */
function runStatusCommand(match: HotkeyMatch, target: EventTarget | null): boolean {
  const article = articleOf(target);
  if (!article || !isStatusCommand(match.command)) return false;
  // Enter on a link or button inside the post presses that, as it always does.
  if (match.key === 'enter' && target !== article && isActivatable(target)) return false;
  const run = statusCommand(article, match.command);
  run?.();
  return run !== undefined;
}

/** What the shortcuts act with: the page's current dispatch, history and reader. */
export interface ShortcutContext {
  dispatch: AppDispatch;
  push: (path: string) => void;
  back: () => void;
  isSignedIn: boolean;
  meAcct: string | undefined;
}

/**
 * Listens for the keyboard shortcuts (`HOTKEYS`) on the whole page: never while typing in a
 * field (Esc there leaves it), never with ctrl or meta, never under a modal dialog; a key that
 * a part of the page handled itself (the media player's) does nothing more. `earlier` are the
 * keys pressed while this code was loading, handled first. Returns the listener's removal.
 */
export function listenForShortcuts(
  context: () => ShortcutContext,
  earlier: readonly KeyboardEvent[] = [],
): () => void {
  let buffered: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const runApp = (command: AppCommand, target: EventTarget | null): boolean => {
    const app = context();
    const openComposer = (hasComposer: boolean) => {
      if (!hasComposer) app.push('/publish');
      return true;
    };
    switch (command) {
      case 'compose':
        return app.isSignedIn && openComposer(app.dispatch(focusComposer()));
      case 'newPost':
        return app.isSignedIn && openComposer(app.dispatch(startNewPost()));
      case 'toggleComposeSpoiler':
        return app.isSignedIn && openComposer(app.dispatch(toggleComposeSpoiler()));
      case 'back':
        app.back();
        return true;
      case 'switchAccount':
        if (!app.isSignedIn) return false;
        void app.dispatch(switchToNextAccount());
        return true;
      case 'search':
        if (!focusSearchBox(document)) app.push('/search');
        return true;
      case 'goToStart':
        return focusNavigation(document);
      case 'unfocus':
        if (target instanceof HTMLElement && isTypingTarget(target)) target.blur();
        return false;
      default: {
        const path = PATHS.get(command);
        if (path === undefined) return false;
        if (path.includes('{me}')) {
          if (app.meAcct === undefined) return false;
          app.push(path.replace('{me}', app.meAcct));
        } else app.push(path);
        return true;
      }
    }
  };

  const run = (match: HotkeyMatch, target: EventTarget | null): boolean => {
    const { command } = match;
    switch (command) {
      case 'moveUp':
      case 'moveDown': {
        const from = target instanceof Element ? target : null;
        // The arrows scroll the page as ever unless a post in a feed has focus.
        const inFeed = from?.closest('[role="feed"]') != null;
        if ((match.key === 'up' || match.key === 'down') && !inFeed) return false;
        moveFeedFocus(document, from, command === 'moveDown' ? 'next' : 'previous');
        return true;
      }
      case 'moveToTop':
        moveFeedFocus(document, target instanceof Element ? target : null, 'first');
        return true;
      case 'focusColumn':
        return focusColumn(document, Number(match.key));
      case 'focusLoadMore':
        return focusLoadMore(document, target instanceof Element ? target : null);
      default:
        return isStatusCommand(command) ? runStatusCommand(match, target) : runApp(command, target);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const key = normalizeKey(event.key);
    if (key === 'esc') {
      if (!isDialogOpen(document)) runApp('unfocus', event.target);
      return;
    }
    if (!mayHandle(event, event.target, document)) return;
    const match = matchHotkey(event, buffered);
    buffered = match?.key.includes(' ') ? [] : [...buffered, key];
    clearTimeout(timer);
    timer = setTimeout(() => {
      buffered = [];
    }, SEQUENCE_TIMEOUT_MS);
    if (match && run(match, event.target)) event.preventDefault();
  };
  for (const event of earlier) onKeyDown(event);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    clearTimeout(timer);
  };
}

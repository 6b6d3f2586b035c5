import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { StatusCommand } from './hotkeyTable';

/** What each status command does for one post: registered by the parts that can do it. */
export type StatusCommands = Map<StatusCommand, () => void>;

/** The commands of every post on screen, by its article element. */
const byArticle = new WeakMap<Element, StatusCommands>();

/**
 * The post a key press belongs to: the one holding focus, or the post an item shows (a
 * notification about a post).
 */
export function articleOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const post = target.closest<HTMLElement>('article[data-id]');
  if (post) return post;
  return target.closest('article')?.querySelector<HTMLElement>('article[data-id]') ?? null;
}

/** What a post's command does, if the post can do it now. */
export const statusCommand = (article: Element, command: StatusCommand) =>
  byArticle.get(article)?.get(command);

const StatusHotkeysContext = createContext<StatusCommands | null>(null);
export const StatusHotkeysProvider = StatusHotkeysContext.Provider;

/** A post's command table, reachable from its article element while it is mounted. */
export function useStatusHotkeyScope(articleRef: RefObject<HTMLElement | null>): StatusCommands {
  const [commands] = useState<StatusCommands>(() => new Map());
  useLayoutEffect(() => {
    const article = articleRef.current;
    if (!article) return undefined;
    byArticle.set(article, commands);
    return () => {
      byArticle.delete(article);
    };
  });
  return commands;
}

/** What a part of a post does for some commands; null for one it cannot do now. */
export type StatusHotkeyRuns = Partial<Record<StatusCommand, (() => void) | null>>;

/**
 * Lets the focused post's keys run what `runs` gives for them (the latest given); a command
 * given null is one the part cannot do now. Outside a post, it does nothing. One call for a
 * part's commands: a post's action bar gives five, and each post shown renders one.
 */
export function useStatusHotkeys(runs: StatusHotkeyRuns) {
  const commands = useContext(StatusHotkeysContext);
  const latest = useRef(runs);
  useLayoutEffect(() => {
    latest.current = runs;
  });
  const enabled = (Object.keys(runs) as StatusCommand[]).filter((command) => runs[command]);
  const key = enabled.join(' ');
  useEffect(() => {
    if (!commands || key === '') return undefined;
    const calls = (key.split(' ') as StatusCommand[]).map((command) => {
      const call = () => latest.current[command]?.();
      commands.set(command, call);
      return [command, call] as const;
    });
    return () => {
      for (const [command, call] of calls) {
        if (commands.get(command) === call) commands.delete(command);
      }
    };
  }, [commands, key]);
}

/** One command's `useStatusHotkeys`. */
export function useStatusHotkey(command: StatusCommand, run: (() => void) | null) {
  useStatusHotkeys({ [command]: run });
}

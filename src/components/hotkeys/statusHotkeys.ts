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

/**
 * Lets the focused post's `command` key run `run` (the latest one given); null while the
 * part cannot do it. Outside a post, it does nothing.
 */
export function useStatusHotkey(command: StatusCommand, run: (() => void) | null) {
  const commands = useContext(StatusHotkeysContext);
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const enabled = run !== null;
  useEffect(() => {
    if (!commands || !enabled) return undefined;
    const call = () => latest.current?.();
    commands.set(command, call);
    return () => {
      if (commands.get(command) === call) commands.delete(command);
    };
  }, [commands, command, enabled]);
}

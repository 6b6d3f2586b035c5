/**
 * The small part of kmyblue's Markdown the sandbox renders for posts sent with markdown=true:
 * **strong**, *em* / _em_, ~~del~~ and `code`, on text that is already HTML-escaped.
 */
const RULES: [RegExp, string][] = [
  [/`([^`]+)`/g, '<code>$1</code>'],
  [/\*\*([^*]+)\*\*/g, '<strong>$1</strong>'],
  [/~~([^~]+)~~/g, '<del>$1</del>'],
  [/(^|[^\w*])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>'],
  [/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>'],
];

export function renderInlineMarkdown(escaped: string): string {
  return RULES.reduce(
    (html, [pattern, replacement]) => html.replace(pattern, replacement),
    escaped,
  );
}

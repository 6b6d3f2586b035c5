/** Plain text to the HTML Mastodon sends: paragraphs, <br />, links, mentions and hashtags. */
import { tokenize } from './text';
import { renderInlineMarkdown } from './markdown';

export interface MentionTarget {
  username: string;
  url: string;
}

export interface HtmlOptions {
  origin: string;
  /** Known mentioned accounts by lower-cased acct ("alice", or "alice@host" as written). */
  mentions?: Map<string, MentionTarget>;
  markdown?: boolean;
  /** Extra rel values for links (profile fields use "me"). */
  linkRel?: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const DISPLAY_URL_CHARS = 30;

/** Mastodon's link: the scheme hidden, the first 30 characters shown, the rest hidden. */
export function linkHtml(url: string, rel = 'nofollow noopener'): string {
  const prefix = /^https?:\/\/(?:www\.)?/.exec(url)?.[0] ?? '';
  const rest = url.slice(prefix.length);
  const shown = rest.slice(0, DISPLAY_URL_CHARS);
  const hidden = rest.slice(DISPLAY_URL_CHARS);
  return (
    `<a href="${escapeHtml(url)}" target="_blank" rel="${rel}" translate="no">` +
    `<span class="invisible">${escapeHtml(prefix)}</span>` +
    `<span class="${hidden ? 'ellipsis' : ''}">${escapeHtml(shown)}</span>` +
    `<span class="invisible">${escapeHtml(hidden)}</span></a>`
  );
}

export function hashtagHtml(origin: string, tag: string): string {
  return `<a href="${origin}/tags/${encodeURIComponent(tag)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
}

export function mentionHtml(target: MentionTarget): string {
  return `<span class="h-card"><a href="${escapeHtml(target.url)}" class="u-url mention">@<span>${escapeHtml(target.username)}</span></a></span>`;
}

function renderLine(line: string, options: HtmlOptions): string {
  let html = '';
  for (const token of tokenize(line)) {
    if (token.kind === 'url') html += linkHtml(token.text, options.linkRel);
    else if (token.kind === 'hashtag') html += hashtagHtml(options.origin, token.tag);
    else if (token.kind === 'mention') {
      const key = `${token.username}${token.domain ? `@${token.domain}` : ''}`.toLowerCase();
      const target = options.mentions?.get(key);
      html += target ? mentionHtml(target) : escapeHtml(token.text);
    } else {
      const escaped = escapeHtml(token.text);
      html += options.markdown ? renderInlineMarkdown(escaped) : escaped;
    }
  }
  return html;
}

export function textToHtml(text: string, options: HtmlOptions): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return '';
  return normalised
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => renderLine(line, options))
          .join('<br />')}</p>`,
    )
    .join('');
}

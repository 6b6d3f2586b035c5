import {
  PREVIEW_CARD_TYPES,
  type ApiPreviewCardAuthorJSON,
  type ApiPreviewCardJSON,
} from '../api/types';
import { iframeSrc } from '../lib/richText';
import { safeHttpUrl } from '../lib/url';
import { normaliseAccount } from './account';
import type { Card, CardAuthor, EntityBundle } from './types';
import { oneOf, reader } from './validate';

function normaliseAuthor(json: unknown, bundle: EntityBundle): CardAuthor {
  const r = reader<ApiPreviewCardAuthorJSON>(json, 'Card author');
  const account = r.object('account');
  return {
    name: r.stringOr('name', ''),
    url: safeHttpUrl(r.json.url) ?? '',
    accountId: account ? normaliseAccount(account, bundle).id : null,
  };
}

/**
 * A link preview. The embed markup is never kept, only its iframe's http(s) src;
 * a card without an http(s) url cannot be shown and is null.
 */
export function normaliseCard(json: unknown, bundle: EntityBundle): Card | null {
  const r = reader<ApiPreviewCardJSON>(json, 'Card');
  const url = safeHttpUrl(r.json.url);
  if (!url) return null;
  return {
    url,
    type: oneOf(r.json.type, PREVIEW_CARD_TYPES, 'link'),
    title: r.stringOr('title', ''),
    description: r.stringOr('description', ''),
    providerName: r.stringOr('provider_name', ''),
    providerUrl: safeHttpUrl(r.json.provider_url) ?? '',
    authorName: r.stringOr('author_name', ''),
    authorUrl: safeHttpUrl(r.json.author_url) ?? '',
    authors: r.array('authors').map((a) => normaliseAuthor(a, bundle)),
    publishedAt: r.stringOr('published_at', null),
    image: safeHttpUrl(r.json.image),
    imageDescription: r.stringOr('image_description', ''),
    width: r.numberOr('width', 0),
    height: r.numberOr('height', 0),
    blurhash: r.stringOr('blurhash', null),
    embedUrl: iframeSrc(r.stringOr('html', '')),
    language: r.stringOr('language', null),
  };
}

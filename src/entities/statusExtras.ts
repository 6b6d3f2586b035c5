/** What the screens around a status read: translations, edit history, who did what, the deck. */
import type {
  ApiDeckEmojiJSON,
  ApiEmojiReactionAccountJSON,
  ApiStatusEditJSON,
  ApiTranslationJSON,
} from '../api/types';
import { htmlToRichNodes, textToRichNodes } from '../lib/richText';
import { safeHttpUrl } from '../lib/url';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { normaliseCustomEmojis } from './customEmoji';
import type { AccountReaction, EntityBundle, StatusEdit, Translation } from './types';
import { asArray, reader, wireObject } from './validate';

export function normaliseTranslation(json: unknown): Translation {
  const r = reader<ApiTranslationJSON>(json, 'Translation');
  const emojis = normaliseCustomEmojis(r.json.emojis);
  return {
    content: htmlToRichNodes(r.stringOr('content', ''), { emojis, mentions: [] }),
    spoilerText: r.stringOr('spoiler_text', ''),
    detectedSourceLanguage: r.stringOr('detected_source_language', ''),
    provider: r.stringOr('provider', ''),
  };
}

export function normaliseStatusEdits(json: unknown): { edits: StatusEdit[]; bundle: EntityBundle } {
  const bundle = emptyBundle();
  const edits = asArray(json, 'Status history').map((item) => {
    const r = reader<ApiStatusEditJSON>(item, 'Status edit');
    const emojis = normaliseCustomEmojis(r.json.emojis);
    const account = normaliseAccount(r.object('account') ?? r.fail('"account" is missing'), bundle);
    const spoilerText = r.stringOr('spoiler_text', '');
    return {
      content: htmlToRichNodes(r.stringOr('content', ''), { emojis, mentions: [] }),
      spoilerText,
      spoilerNodes: textToRichNodes(spoilerText, emojis),
      sensitive: r.boolean('sensitive'),
      createdAt: r.string('created_at'),
      accountId: account.id,
    };
  });
  return { edits, bundle: dedupeBundle(bundle) };
}

/** A list of accounts as ids; unreadable ones are left out. */
export function normaliseAccountList(json: unknown): { ids: string[]; bundle: EntityBundle } {
  const bundle = emptyBundle();
  const ids = asArray(json, 'Account list').flatMap((item) => {
    const part = emptyBundle();
    try {
      const id = normaliseAccount(item, part).id;
      bundle.accounts.push(...part.accounts);
      return [id];
    } catch {
      return [];
    }
  });
  return { ids, bundle: dedupeBundle(bundle) };
}

/** kmyblue's emoji_reactioned_by: reactions, each with its account. */
export function normaliseAccountReactions(json: unknown): {
  reactions: AccountReaction[];
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const reactions = asArray(json, 'Emoji reactions').flatMap((item) => {
    const part = emptyBundle();
    try {
      const r = reader<ApiEmojiReactionAccountJSON>(item, 'Emoji reaction');
      const account = normaliseAccount(r.object('account') ?? r.fail('"account" is missing'), part);
      bundle.accounts.push(...part.accounts);
      return [
        {
          name: r.string('name'),
          url: safeHttpUrl(r.json.url),
          staticUrl: safeHttpUrl(r.json.static_url),
          accountId: account.id,
        },
      ];
    } catch {
      return [];
    }
  });
  return { reactions, bundle: dedupeBundle(bundle) };
}

/** The reaction deck: names, whether sent as strings or as {name} objects. */
export function normaliseReactionDeck(json: unknown): string[] {
  return asArray(json, 'Reaction deck').flatMap((item) => {
    if (typeof item === 'string') return [item];
    const name = wireObject<ApiDeckEmojiJSON>(item)?.name;
    if (typeof name === 'string') return [name];
    return [];
  });
}

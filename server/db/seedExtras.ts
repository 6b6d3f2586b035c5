/**
 * Demo data beyond posts: polls (open, multiple-choice, ended, one demo voted in), link previews
 * (link, photo, video, one by a local author), quotes, emoji reactions, posts in other languages,
 * an edited post, demo's reaction deck and a bot that takes no reactions.
 */
import { writeSystemFile } from '../media/files';
import { landscape } from '../media/images';
import { snowflakeAt } from '../ids';
import { react } from '../services/emojiReactions';
import { editStatus } from '../services/statusEditing';
import { createStatus } from '../services/statuses';
import type { Queryable } from './database';
import {
  DAY,
  MINUTE,
  SEED_CARDS,
  SEED_FOREIGN_POSTS,
  SEED_POLLS,
  SEED_QUOTES,
  SEED_REACTIONS,
} from './seedExtrasData';
import { responseTimes } from './seedPosts';

type Posts = Map<string, { id: string; at: Date }>;

async function seedPolls(tx: Queryable, accounts: Map<string, string>, posts: Posts, now: number) {
  for (const poll of SEED_POLLS) {
    const at = new Date(now - poll.minutesAgo * MINUTE);
    const id = await createStatus(tx, null, {
      accountId: accounts.get(poll.by)!,
      text: poll.text,
      visibility: 'public',
      searchability: 'public',
      at,
    });
    await tx.query(
      'insert into polls (status_id, options, multiple, expires_at) values ($1, $2, $3, $4)',
      [id, JSON.stringify(poll.options), poll.multiple ?? false, new Date(now + poll.expiresInMs)],
    );
    for (const [who, choices] of poll.votes) {
      for (const choice of choices) {
        await tx.query(
          'insert into poll_votes (status_id, account_id, choice, created_at) values ($1, $2, $3, $4)',
          [id, accounts.get(who)!, choice, new Date(at.getTime() + 5 * MINUTE)],
        );
      }
    }
    posts.set(poll.key, { id, at });
  }
}

async function seedCards(
  tx: Queryable,
  filesDir: string,
  accounts: Map<string, string>,
  now: number,
) {
  let minutesAgo = 170;
  for (const { by, text, card } of SEED_CARDS) {
    const at = new Date(now - minutesAgo * MINUTE);
    minutesAgo -= 35;
    const cardId = snowflakeAt(at);
    let imagePath: string | null = null;
    let blurhash: string | null = null;
    if (card.image) {
      const picture = landscape(card.image.seed);
      imagePath = `preview_cards/images/${cardId}/original.svg`;
      await writeSystemFile(filesDir, imagePath, picture.svg(card.image.width, card.image.height));
      blurhash = picture.blurhash;
    }
    await tx.query(
      `insert into preview_cards (id, url, type, title, description, provider_name, provider_url,
         author_name, author_url, author_account_id, image_path, image_description, width, height,
         blurhash, html, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        cardId,
        card.url,
        card.type,
        card.title,
        card.description,
        card.provider,
        new URL(card.url).origin,
        card.authorName ?? '',
        card.authorUrl ?? '',
        card.authorAccount ? accounts.get(card.authorAccount)! : null,
        imagePath,
        card.image?.alt ?? '',
        card.image?.width ?? 0,
        card.image?.height ?? 0,
        blurhash,
        card.html ?? '',
        new Date(at.getTime() - DAY),
      ],
    );
    const statusId = await createStatus(tx, null, {
      accountId: accounts.get(by)!,
      text,
      visibility: 'public',
      searchability: 'public',
      at,
    });
    await tx.query('update statuses set preview_card_id = $2 where id = $1', [statusId, cardId]);
  }
}

export async function seedExtras(
  tx: Queryable,
  filesDir: string,
  accounts: Map<string, string>,
  posts: Posts,
  now: number,
): Promise<void> {
  const account = (username: string) => accounts.get(username)!;
  await seedCards(tx, filesDir, accounts, now);
  let minutesAgo = 100;
  for (const foreign of SEED_FOREIGN_POSTS) {
    await createStatus(tx, null, {
      accountId: account(foreign.by),
      text: foreign.text,
      language: foreign.language,
      visibility: 'public',
      searchability: 'public',
      at: new Date(now - minutesAgo * MINUTE),
    });
    minutesAgo -= 12;
  }
  for (const [by, key, text] of SEED_QUOTES) {
    const id = await createStatus(tx, null, {
      accountId: account(by),
      text,
      visibility: 'public',
      searchability: 'public',
      at: new Date(now - minutesAgo * MINUTE),
    });
    minutesAgo -= 7;
    await tx.query('update statuses set quote_of_id = $2 where id = $1', [id, posts.get(key)!.id]);
  }
  const edited = await createStatus(tx, null, {
    accountId: account('bob'),
    text: 'Deploy went fine. No rollbacks today!',
    visibility: 'public',
    searchability: 'public',
    at: new Date(now - 25 * MINUTE),
  });
  await editStatus(tx, null, {
    statusId: edited,
    accountId: account('bob'),
    text: 'Deploy went fine. No rollbacks today! (Edit: one rollback.)',
  });
  await seedPolls(tx, accounts, posts, now);
  // Reactions come a few minutes after their post, so their notifications sit in time with it.
  const reactionAt = responseTimes(3 * MINUTE, now);
  for (const [who, key, name] of SEED_REACTIONS) {
    const target = posts.get(key)!;
    await react(tx, null, account(who), target.id, name, reactionAt(key, target.at));
  }
  await tx.query('insert into reaction_decks (account_id, emojis) values ($1, $2)', [
    account('demo'),
    JSON.stringify(['👍', '❤️', '😂', '🎉', 'blobcat', 'kmyblue']),
  ]);
  await tx.query(`update accounts set emoji_reaction_policy = 'block' where id = $1`, [
    account('dave'),
  ]);
}

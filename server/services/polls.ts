/** Voting in polls, with Mastodon's validation messages. */
import { inTransaction, one, type Queryable } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { canView } from './visibility';

export const POLL_ERRORS = {
  expired: 'The poll has already ended',
  alreadyVoted: 'You have already voted on this poll',
  invalidChoice: 'The chosen vote option does not exist',
  selfVote: 'You cannot vote in your own polls',
  noChoice: "Choices can't be blank",
  single: 'You can only choose one option in this poll',
} as const;

export async function vote(
  db: Queryable,
  actorId: string,
  pollId: string,
  choices: number[],
): Promise<void> {
  const poll = await one<{
    options: string[];
    multiple: boolean;
    expires_at: Date | null;
    account_id: string;
  }>(
    db,
    `select p.options, p.multiple, p.expires_at, s.account_id
     from polls p join statuses s on s.id = p.status_id where p.status_id = $1`,
    [pollId],
  );
  if (!poll || !(await canView(db, pollId, actorId))) throw notFound();
  if (poll.expires_at && poll.expires_at.getTime() <= Date.now())
    throw validationFailed(POLL_ERRORS.expired);
  if (poll.account_id === actorId) throw validationFailed(POLL_ERRORS.selfVote);
  const voted = await one(db, 'select 1 from poll_votes where status_id = $1 and account_id = $2', [
    pollId,
    actorId,
  ]);
  if (voted) throw validationFailed(POLL_ERRORS.alreadyVoted);
  const unique = [...new Set(choices)];
  if (unique.length === 0) throw validationFailed(POLL_ERRORS.noChoice);
  if (!unique.every((c) => Number.isInteger(c) && c >= 0 && c < poll.options.length))
    throw validationFailed(POLL_ERRORS.invalidChoice);
  if (!poll.multiple && unique.length > 1) throw validationFailed(POLL_ERRORS.single);
  await inTransaction(db, async (tx) => {
    for (const choice of unique) {
      await tx.query(
        'insert into poll_votes (status_id, account_id, choice, created_at) values ($1, $2, $3, now())',
        [pollId, actorId, choice],
      );
    }
  });
}

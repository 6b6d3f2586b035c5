/**
 * Antenna delivery when a post is made (kmyblue's DeliveryAntennaService): which antennas
 * collect it, and into which feed each delivers. One query reads every antenna with its
 * conditions and whether its owner may see the post; the rules then run here.
 */
import { rows, type Queryable } from '../db/database';
import { silencedSql } from './blocks';
import type { FeedKind } from './feeds';
import { visibleWithReblogSql } from './visibility';

interface PostFacts {
  account_id: string;
  visibility: string;
  searchability: string;
  is_reblog: boolean;
  /** Of the post, or for a boost of the boosted post. */
  content: string;
  tags: string[];
  has_media: boolean;
  mention_ids: string[];
}

interface AntennaRow {
  id: string;
  account_id: string;
  list_id: string | null;
  stl: boolean;
  ltl: boolean;
  insert_feeds: boolean;
  with_media_only: boolean;
  ignore_reblog: boolean;
  accounts: string[];
  exclude_accounts: string[];
  domains: string[];
  exclude_domains: string[];
  tags: string[];
  exclude_tags: string[];
  keywords: string[];
  exclude_keywords: string[];
  /** The owner may read the post and has not silenced its author (or the boosted author). */
  readable: boolean;
  follows_author: boolean;
}

const values = (table: string, column: string, exclude: boolean) =>
  `coalesce((select array_agg(x.${column}::text order by x.id) from ${table} x
     where x.antenna_id = a.id and ${exclude ? '' : 'not '}x.exclude), '{}')`;

const CONDITIONS = (['accounts', 'domains', 'tags', 'keywords'] as const).flatMap((kind) => {
  const [table, column] =
    kind === 'accounts'
      ? ['antenna_accounts', 'account_id']
      : kind === 'keywords'
        ? ['antenna_keywords', 'keyword']
        : [`antenna_${kind}`, 'name'];
  return [
    `${values(table, column, false)} as ${kind}`,
    `${values(table, column, true)} as exclude_${kind}`,
  ];
});

async function postFacts(db: Queryable, statusId: string): Promise<PostFacts | undefined> {
  const [found] = await rows<PostFacts>(
    db,
    `select s.account_id, s.visibility, s.searchability, s.reblog_of_id is not null as is_reblog,
       p.spoiler_text || E'\\n' || p.text as content,
       coalesce((select array_agg(t.name) from status_tags t where t.status_id = p.id), '{}') as tags,
       exists(select 1 from media_attachments m where m.status_id = p.id) as has_media,
       coalesce((select array_agg(m.account_id::text) from mentions m where m.status_id = s.id), '{}') as mention_ids
     from statuses s join statuses p on p.id = coalesce(s.reblog_of_id, s.id) where s.id = $1`,
    [statusId],
  );
  return found;
}

function antennaRows(db: Queryable, statusId: string): Promise<AntennaRow[]> {
  return rows<AntennaRow>(
    db,
    `select a.id, a.account_id, a.list_id::text as list_id, a.stl, a.ltl, a.insert_feeds,
       a.with_media_only, a.ignore_reblog, ${CONDITIONS.join(', ')},
       (${visibleWithReblogSql('s', 'o', 'a.account_id')}
         and not ${silencedSql('a.account_id', 's.account_id')}
         and (o.id is null or not ${silencedSql('a.account_id', 'o.account_id')})) as readable,
       exists(select 1 from follows f where f.account_id = a.account_id
         and f.target_account_id = s.account_id) as follows_author
     from antennas a cross join statuses s left join statuses o on o.id = s.reblog_of_id
     where s.id = $1`,
    [statusId],
  );
}

const DELIVERED_VISIBILITIES = [
  'public',
  'unlisted',
  'public_unlisted',
  'login',
  'private',
  'limited',
];
const LOCAL_TIMELINE_VISIBILITIES = ['public', 'public_unlisted', 'login'];

/** kmyblue's condition antennas: AND across kinds, OR within one, exclusions reject. */
function matchesConditions(a: AntennaRow, post: PostFacts, domains: string[]): boolean {
  if (!a.accounts.length && !a.domains.length && !a.tags.length && !a.keywords.length) return false;
  if (a.with_media_only && !post.has_media) return false;
  if (a.ignore_reblog && post.is_reblog) return false;
  const tags = post.tags.map((t) => t.toLowerCase());
  const hasTag = (list: string[]) => list.some((t) => tags.includes(t.toLowerCase()));
  const hasKeyword = (list: string[]) => list.some((k) => post.content.includes(k));
  const hasDomain = (list: string[]) => list.some((d) => domains.includes(d));
  if (a.accounts.length && !a.accounts.includes(post.account_id)) return false;
  if (a.domains.length && !hasDomain(a.domains)) return false;
  if (a.tags.length && !hasTag(a.tags)) return false;
  if (a.keywords.length && !hasKeyword(a.keywords)) return false;
  if (a.exclude_accounts.includes(post.account_id) || hasDomain(a.exclude_domains)) return false;
  if (hasTag(a.exclude_tags) || hasKeyword(a.exclude_keywords)) return false;
  // An unlisted post reaches strangers' antennas only when it is searchable by anyone, and then
  // only through a keyword or tag (DeliveryAntennaService).
  if (post.visibility === 'unlisted' && !a.follows_author)
    return post.searchability === 'public' && (a.keywords.length > 0 || a.tags.length > 0);
  return true;
}

/** STL: what reaches the owner's home, plus local-timeline posts; not into home itself. */
function matchesStl(a: AntennaRow, post: PostFacts): boolean {
  const homePost = post.is_reblog || !LOCAL_TIMELINE_VISIBILITIES.includes(post.visibility);
  if (!homePost) return true;
  const own = a.account_id === post.account_id;
  const reaches =
    post.visibility === 'limited'
      ? own || post.mention_ids.includes(a.account_id)
      : own || a.follows_author;
  return reaches && (!a.insert_feeds || a.list_id !== null);
}

/** LTL: local public, public_unlisted and login posts, no boosts. */
const matchesLtl = (post: PostFacts): boolean =>
  !post.is_reblog && LOCAL_TIMELINE_VISIBILITIES.includes(post.visibility);

function matches(a: AntennaRow, post: PostFacts, domains: string[]): boolean {
  if (!a.readable) return false;
  if (a.stl) return matchesStl(a, post);
  if (a.ltl) return matchesLtl(post);
  return matchesConditions(a, post, domains);
}

/**
 * Delivers a new post (or boost) to the antennas that collect it: an antenna's own timeline,
 * its owner's home (once per owner) or its list (once per list). Every sandbox account is local,
 * so a post's domain is this instance's: `localDomains` names it.
 */
export async function deliverToAntennas(
  db: Queryable,
  statusId: string,
  localDomains: string[],
): Promise<void> {
  const post = await postFacts(db, statusId);
  if (!post || !DELIVERED_VISIBILITIES.includes(post.visibility)) return;
  const targets = new Map<string, [FeedKind, string, string]>();
  for (const antenna of await antennaRows(db, statusId)) {
    if (!matches(antenna, post, localDomains)) continue;
    const target: [FeedKind, string, string] = !antenna.insert_feeds
      ? ['antenna', antenna.id, antenna.account_id]
      : antenna.list_id === null
        ? ['home', antenna.account_id, antenna.account_id]
        : ['list', antenna.list_id, antenna.account_id];
    targets.set(`${target[0]}:${target[1]}`, target);
  }
  for (const [feed, feedId, accountId] of targets.values()) {
    await db.query(
      `insert into feed_entries (feed, feed_id, account_id, status_id) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [feed, feedId, accountId, statusId],
    );
  }
}

/** The names under which this instance's own posts match an antenna's domains. */
export function localDomainsOf(host: string | undefined): string[] {
  const names = new Set(['localhost']);
  if (host) {
    names.add(host.toLowerCase());
    names.add(host.toLowerCase().replace(/:\d+$/, ''));
  }
  return [...names];
}

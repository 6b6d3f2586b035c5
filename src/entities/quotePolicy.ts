/** Who may quote a post, read back from its quote_approval as the policy that set it. */
import type { QuoteApproval } from './types';

export type QuotePolicy = 'public' | 'followers' | 'nobody';

/** Mastodon answers the policy as lists of who is approved automatically or by hand. */
export function quotePolicyOf(approval: QuoteApproval | null): QuotePolicy {
  const allowed = [...(approval?.automatic ?? []), ...(approval?.manual ?? [])];
  if (allowed.includes('public')) return 'public';
  if (allowed.includes('followers')) return 'followers';
  return 'nobody';
}

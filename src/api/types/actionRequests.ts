/** Request bodies of actions on accounts and statuses. */

/** POST /api/v1/accounts/:id/follow. */
export interface ApiFollowBody {
  reblogs?: boolean;
  notify?: boolean;
  /** Only posts in these languages reach the follower's home; none means every language. */
  languages?: string[];
}

/** POST /api/v1/accounts/:id/mute: duration in seconds, 0 for ever. */
export interface ApiMuteBody {
  notifications?: boolean;
  duration?: number;
}

/** POST /api/v1/statuses/:id/reblog. */
export interface ApiReblogBody {
  visibility?: string;
}

/** POST /api/v1/statuses/:id/emoji_reactions and …/emoji_unreaction. */
export interface ApiEmojiReactionBody {
  emoji?: string;
}

/** POST /api/v1/reaction_deck: names, or objects with a name. */
export interface ApiReactionDeckBody {
  emojis: string[];
}

/** POST /api/v1/statuses/:id/translate. */
export interface ApiTranslateBody {
  lang?: string;
}

/** PUT /api/v1/statuses/:id/interaction_policy. */
export interface ApiInteractionPolicyBody {
  quote_approval_policy?: string;
}

/** POST and DELETE /api/v1/domain_blocks (DELETE may carry it in the query instead). */
export interface ApiDomainBlockBody {
  domain?: string;
}

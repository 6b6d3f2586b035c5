/** The server: instance information and OAuth registration. */

export interface InstanceConfiguration {
  maxCharacters: number;
  maxMediaAttachments: number;
  charactersReservedPerUrl: number;
  supportedMimeTypes: string[];
  pollMaxOptions: number;
  pollMaxCharactersPerOption: number;
  pollMinExpiration: number;
  pollMaxExpiration: number;
  translationEnabled: boolean;
  streamingUrl: string | null;
  vapidPublicKey: string | null;
  emojiReactionsMax: number | null;
  emojiReactionsMaxPerAccount: number | null;
  reactionDeckMaxEmojis: number | null;
}

export interface Instance {
  domain: string;
  title: string;
  version: string;
  description: string;
  thumbnail: string | null;
  languages: string[];
  configuration: InstanceConfiguration;
  /** fedibird_capabilities; empty on vanilla Mastodon. */
  capabilities: string[];
}

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OAuthToken {
  accessToken: string;
  tokenType: string;
  scope: string;
  /** Seconds since the epoch, when the server said. */
  createdAt: number | null;
}

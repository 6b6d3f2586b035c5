import { describe, expect, it } from 'vitest';
import { instanceJSON } from '../test/fixtures';
import { DEFAULT_INSTANCE_CONFIGURATION, normaliseInstance, streamingUrlOf } from './instance';

describe('normaliseInstance', () => {
  it('reads v2 with kmyblue capabilities and configuration', () => {
    const instance = normaliseInstance(
      instanceJSON({
        thumbnail: { url: 'https://sandbox.example/thumb.png' },
        languages: ['en', 'ja'],
        configuration: {
          urls: { streaming: 'wss://streaming.sandbox.example' },
          statuses: {
            max_characters: 1000,
            max_media_attachments: 16,
            characters_reserved_per_url: 23,
          },
          media_attachments: { supported_mime_types: ['image/png'] },
          polls: {
            max_options: 8,
            max_characters_per_option: 100,
            min_expiration: 60,
            max_expiration: 600,
          },
          translation: { enabled: true },
          vapid: { public_key: 'KEY' },
          emoji_reactions: { max_reactions: 3, max_reactions_per_account: 1 },
          reaction_deck: { max_emojis: 16 },
        },
      }),
    );
    expect(instance).toMatchObject({
      domain: 'sandbox.example',
      title: 'Sandbox',
      thumbnail: 'https://sandbox.example/thumb.png',
      languages: ['en', 'ja'],
      capabilities: ['emoji_reaction', 'kmyblue_antenna', 'kmyblue_circle_history'],
    });
    expect(instance.configuration).toEqual({
      maxCharacters: 1000,
      maxMediaAttachments: 16,
      charactersReservedPerUrl: 23,
      supportedMimeTypes: ['image/png'],
      pollMaxOptions: 8,
      pollMaxCharactersPerOption: 100,
      pollMinExpiration: 60,
      pollMaxExpiration: 600,
      translationEnabled: true,
      streamingUrl: 'wss://streaming.sandbox.example',
      vapidPublicKey: 'KEY',
      emojiReactionsMax: 3,
      emojiReactionsMaxPerAccount: 1,
      reactionDeckMaxEmojis: 16,
    });
  });

  it('defaults a missing configuration, and vanilla has no capabilities', () => {
    const instance = normaliseInstance({
      domain: 'vanilla.example',
      title: 'V',
      version: '4.3.0',
      description: '',
    });
    expect(instance.configuration).toEqual(DEFAULT_INSTANCE_CONFIGURATION);
    expect(instance.configuration).toMatchObject({
      maxCharacters: 500,
      maxMediaAttachments: 4,
      charactersReservedPerUrl: 23,
      pollMaxOptions: 4,
      pollMaxCharactersPerOption: 50,
      pollMinExpiration: 300,
      pollMaxExpiration: 2629746,
    });
    expect(instance.capabilities).toEqual([]);
  });

  it('accepts a v1 instance as a fallback', () => {
    const instance = normaliseInstance({
      uri: 'old.example',
      title: 'Old',
      short_description: 'Short',
      description: 'Long',
      version: '3.5.0',
      thumbnail: 'https://old.example/t.png',
      max_toot_chars: 3000,
      urls: { streaming_api: 'wss://old.example' },
      configuration: { statuses: { max_media_attachments: 6 } },
      fedibird_capabilities: ['kmyblue_quote'],
    });
    expect(instance).toMatchObject({
      domain: 'old.example',
      description: 'Short',
      thumbnail: 'https://old.example/t.png',
      capabilities: ['kmyblue_quote'],
    });
    expect(instance.configuration).toMatchObject({
      maxCharacters: 3000,
      maxMediaAttachments: 6,
      streamingUrl: 'wss://old.example',
    });
  });
});

describe('streamingUrlOf', () => {
  it.each([
    ['wss://s.example', 'wss://s.example'],
    ['https://s.example/', 'wss://s.example'],
    ['http://localhost:4000', 'ws://localhost:4000'],
    ['wss://s.example/api/v1/streaming', 'wss://s.example/api/v1/streaming'],
    ['javascript:alert(1)', null],
    [42, null],
  ])('%j -> %j', (input, expected) => {
    expect(streamingUrlOf(input)).toBe(expected);
  });
});

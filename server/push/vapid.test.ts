import { verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys, publicKeyOf, vapidAuthorization, VAPID_SUBJECT } from './vapid';

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());

describe('VAPID', () => {
  it('makes a P-256 key pair whose public key is the 65-byte uncompressed point', () => {
    const keys = generateVapidKeys();
    const raw = Buffer.from(keys.publicKey, 'base64url');
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4);
    expect(keys.privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
  });

  it('signs an ES256 JWT for the endpoint origin, valid 12 hours, that verifies with the public key', () => {
    const keys = generateVapidKeys();
    const now = Date.UTC(2026, 0, 1);
    const header = vapidAuthorization(keys, 'https://push.example:8443/send/abc?x=1', now);
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
    expect(match).not.toBeNull();
    const [, head, claims, signature, k] = match!;
    expect(k).toBe(keys.publicKey);
    expect(decode(head!)).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(decode(claims!)).toEqual({
      aud: 'https://push.example:8443',
      exp: now / 1000 + 12 * 3600,
      sub: VAPID_SUBJECT,
    });
    const publicKey = publicKeyOf(keys.publicKey);
    const signatureBytes = Buffer.from(signature!, 'base64url');
    expect(signatureBytes.length).toBe(64);
    const signed = Buffer.from(`${head}.${claims}`);
    const opts = { key: publicKey, dsaEncoding: 'ieee-p1363' } as const;
    expect(verify('sha256', signed, opts, signatureBytes)).toBe(true);
    expect(verify('sha256', Buffer.from(`${head}.x${claims}`), opts, signatureBytes)).toBe(false);
  });
});

/**
 * VAPID (RFC 8292): the server's P-256 key pair identifies it to push services; each push
 * carries a short-lived ES256 JWT for the endpoint's origin, signed with the private key.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';

export interface VapidKeys {
  /** The uncompressed public point (65 bytes), base64url: what clients subscribe with. */
  publicKey: string;
  /** The private key as a JWK (kept by the server only). */
  privateJwk: JsonWebKey;
}

/** Push services refuse a token that lives longer than a day; this one is good for 12 hours. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/** Who runs this server, for the push service's operators (RFC 8292 `sub`). */
export const VAPID_SUBJECT = 'mailto:admin@kmyblue.example';

export const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** The uncompressed point 0x04 || x || y of a P-256 public JWK. */
export function rawPublicKey(jwk: JsonWebKey): Buffer {
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
}

/** The public key of a base64url uncompressed point, to verify a signature with. */
export function publicKeyOf(point: string): KeyObject {
  const raw = Buffer.from(point, 'base64url');
  const x = raw.subarray(1, 33).toString('base64url');
  const y = raw.subarray(33).toString('base64url');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
}

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const privateJwk = privateKey.export({ format: 'jwk' });
  return { publicKey: base64url(rawPublicKey(privateJwk)), privateJwk };
}

/** The `Authorization` header value of a push to `endpoint`. */
export function vapidAuthorization(keys: VapidKeys, endpoint: string, now = Date.now()): string {
  const header = base64url(Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = base64url(
    Buffer.from(
      JSON.stringify({
        aud: new URL(endpoint).origin,
        exp: Math.floor(now / 1000) + VAPID_TOKEN_SECONDS,
        sub: VAPID_SUBJECT,
      }),
    ),
  );
  const signingInput = `${header}.${claims}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: createPrivateKey({ key: keys.privateJwk, format: 'jwk' }),
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${signingInput}.${base64url(signature)}, k=${keys.publicKey}`;
}

/**
 * Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188): an
 * ephemeral P-256 key agrees a secret with the subscription's key, mixed with its auth secret
 * through HKDF into a content key and nonce; one record, its header carrying the salt and the
 * ephemeral public key.
 */
import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  hkdfSync,
  randomBytes,
  type ECDH,
} from 'node:crypto';

/** Record size: a push message is a single record well under it. */
const RECORD_SIZE = 4096;
const TAG_BYTES = 16;
const KEY_BYTES = 65;
const SALT_BYTES = 16;
/** Padding delimiter of the last (only) record. */
const LAST_RECORD = 0x02;

/** A fresh P-256 key pair (the sender's, one per message; a subscriber's in tests). */
export function newKeyPair(): ECDH {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

function deriveKeys(input: {
  secret: Buffer;
  auth: Buffer;
  clientPublic: Buffer;
  serverPublic: Buffer;
  salt: Buffer;
}): { key: Buffer; nonce: Buffer } {
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0', 'latin1'),
    input.clientPublic,
    input.serverPublic,
  ]);
  const ikm = hkdf(input.auth, input.secret, keyInfo, 32);
  return {
    key: hkdf(input.salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16),
    nonce: hkdf(input.salt, ikm, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12),
  };
}

/** The request body of a push: header (salt, record size, key id) and the one sealed record. */
export function encryptPushPayload(
  payload: Buffer,
  subscription: { p256dh: string; auth: string },
  ephemeral: ECDH = newKeyPair(),
  salt: Buffer = randomBytes(SALT_BYTES),
): Buffer {
  const clientPublic = Buffer.from(subscription.p256dh, 'base64url');
  const auth = Buffer.from(subscription.auth, 'base64url');
  if (clientPublic.length !== KEY_BYTES || auth.length < 16)
    throw new Error('the subscription keys are not a P-256 key and an auth secret');
  const serverPublic = ephemeral.getPublicKey();
  const secret = ephemeral.computeSecret(clientPublic);
  const { key, nonce } = deriveKeys({ secret, auth, clientPublic, serverPublic, salt });
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([LAST_RECORD])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(SALT_BYTES + 5);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, SALT_BYTES);
  header[SALT_BYTES + 4] = serverPublic.length;
  return Buffer.concat([header, serverPublic, sealed]);
}

/** What a user agent does with a push body: the subscriber's private key and auth secret open it. */
export function decryptPushPayload(
  body: Buffer,
  subscriber: { privateKey: ECDH; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, SALT_BYTES);
  const idLength = body[SALT_BYTES + 4]!;
  const serverPublic = body.subarray(SALT_BYTES + 5, SALT_BYTES + 5 + idLength);
  const sealed = body.subarray(SALT_BYTES + 5 + idLength);
  const clientPublic = subscriber.privateKey.getPublicKey();
  const secret = subscriber.privateKey.computeSecret(serverPublic);
  const { key, nonce } = deriveKeys({
    secret,
    auth: subscriber.auth,
    clientPublic,
    serverPublic,
    salt,
  });
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const padded = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== LAST_RECORD) throw new Error('the record has no final padding delimiter');
  return padded.subarray(0, end);
}

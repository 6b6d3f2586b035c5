import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPushPayload, encryptPushPayload, newKeyPair } from './encryption';

const subscriber = () => {
  const privateKey = newKeyPair();
  const auth = Buffer.from('0123456789abcdef');
  return {
    privateKey,
    auth,
    keys: {
      p256dh: privateKey.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
};

describe('RFC 8291 aes128gcm push encryption', () => {
  it('encrypts a payload the subscriber decrypts with its private key and auth secret', () => {
    const ua = subscriber();
    const payload = Buffer.from(JSON.stringify({ title: 'Hello', body: 'ünïcode ✓' }));
    const body = encryptPushPayload(payload, ua.keys);
    expect(decryptPushPayload(body, ua).toString()).toBe(payload.toString());
  });

  it('writes the aes128gcm header: 16-byte salt, record size 4096, the 65-byte sender key', () => {
    const ua = subscriber();
    const sender = newKeyPair();
    const salt = Buffer.alloc(16, 7);
    const body = encryptPushPayload(Buffer.from('x'), ua.keys, sender, salt);
    expect(body.subarray(0, 16)).toEqual(salt);
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(body.subarray(21, 86)).toEqual(sender.getPublicKey());
    // One byte of content, the padding delimiter and the 16-byte tag.
    expect(body.length).toBe(86 + 1 + 1 + 16);
  });

  it('matches the worked example of RFC 8291 section 5', () => {
    const uaPrivate = createECDH('prime256v1');
    uaPrivate.setPrivateKey(
      Buffer.from('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94', 'base64url'),
    );
    const sender = createECDH('prime256v1');
    sender.setPrivateKey(Buffer.from('yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw', 'base64url'));
    const auth = 'BTBZMqHH6r4Tts7J_aSIgg';
    const body = encryptPushPayload(
      Buffer.from('When I grow up, I want to be a watermelon'),
      { p256dh: uaPrivate.getPublicKey().toString('base64url'), auth },
      sender,
      Buffer.from('DGv6ra1nlYgDCS1FRnbzlw', 'base64url'),
    );
    expect(body.toString('base64url')).toBe(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
  });
});

// Only the parts the decoder uses (the whole of crypto-js is ~26 KB gzip more on every page): each
// module below registers itself on the shared core object.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/sha256';
import 'crypto-js/hmac';
import 'crypto-js/aes';
import {
  DEFAULT_ENVELOPE_KEY,
  ENVELOPE_BLOCK_BYTES,
  ENVELOPE_ENC_KEY_LABEL,
  ENVELOPE_IV_BYTES,
  ENVELOPE_MAC_BYTES,
  ENVELOPE_MAC_KEY_LABEL,
  ENVELOPE_PREFIX,
  EnvelopeError,
} from '@/common/envelopeFormat';

export { EnvelopeError };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Compares two hex strings without stopping at the first difference. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Decrypts a data endpoint's `hashCode` with an explicit passphrase. Truncated, tampered or
 * foreign input throws EnvelopeError; it never returns garbage.
 */
export function openEnvelopeWithKey(hashCode: string, passphrase: string): unknown {
  if (typeof hashCode !== 'string' || !hashCode.startsWith(ENVELOPE_PREFIX)) {
    throw new EnvelopeError('unknown format');
  }
  const body = hashCode.slice(ENVELOPE_PREFIX.length);
  if (body.length % 4 !== 0 || !BASE64.test(body)) throw new EnvelopeError('not base64');
  const hex = CryptoJS.enc.Base64.parse(body).toString(CryptoJS.enc.Hex);
  const bytes = hex.length / 2;
  const minBytes = ENVELOPE_IV_BYTES + ENVELOPE_BLOCK_BYTES + ENVELOPE_MAC_BYTES;
  if (bytes < minBytes || (bytes - ENVELOPE_IV_BYTES - ENVELOPE_MAC_BYTES) % ENVELOPE_BLOCK_BYTES !== 0) {
    throw new EnvelopeError('truncated');
  }
  const ivHex = hex.slice(0, ENVELOPE_IV_BYTES * 2);
  const macHex = hex.slice(hex.length - ENVELOPE_MAC_BYTES * 2);
  const cipherHex = hex.slice(ENVELOPE_IV_BYTES * 2, hex.length - ENVELOPE_MAC_BYTES * 2);

  const macKey = CryptoJS.SHA256(ENVELOPE_MAC_KEY_LABEL + passphrase);
  const expectedMac = CryptoJS.HmacSHA256(CryptoJS.enc.Hex.parse(ivHex + cipherHex), macKey).toString(
    CryptoJS.enc.Hex,
  );
  if (!sameHex(expectedMac, macHex)) throw new EnvelopeError('signature mismatch');

  const encKey = CryptoJS.SHA256(ENVELOPE_ENC_KEY_LABEL + passphrase);
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(cipherHex) });
  const plain = CryptoJS.AES.decrypt(params, encKey, {
    iv: CryptoJS.enc.Hex.parse(ivHex),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  try {
    return JSON.parse(plain.toString(CryptoJS.enc.Utf8)) as unknown;
  } catch {
    throw new EnvelopeError('undecodable payload');
  }
}

/** The browser's decryption, keyed by NEXT_PUBLIC_HASHCODE_KEY (inlined at build time). */
export function openEnvelope(hashCode: string): unknown {
  return openEnvelopeWithKey(hashCode, process.env.NEXT_PUBLIC_HASHCODE_KEY || DEFAULT_ENVELOPE_KEY);
}

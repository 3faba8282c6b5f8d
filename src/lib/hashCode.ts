// Only the parts the decoder uses (the whole of crypto-js is ~26 KB gzip more on every page): each
// module below registers itself on the shared core object.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/sha256';
import 'crypto-js/hmac';
import 'crypto-js/aes';
import {
  DEFAULT_HASHCODE_KEY,
  HASHCODE_BLOCK_BYTES,
  HASHCODE_ENC_KEY_LABEL,
  HASHCODE_IV_BYTES,
  HASHCODE_MAC_BYTES,
  HASHCODE_MAC_KEY_LABEL,
  HASHCODE_PREFIX,
  HashCodeError,
} from '@/common/hashCodeFormat';

export { HashCodeError };

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
 * foreign input throws HashCodeError; it never returns garbage.
 */
export function decryptHashCodeWithKey(hashCode: string, passphrase: string): unknown {
  if (typeof hashCode !== 'string' || !hashCode.startsWith(HASHCODE_PREFIX)) {
    throw new HashCodeError('unknown format');
  }
  const body = hashCode.slice(HASHCODE_PREFIX.length);
  if (body.length % 4 !== 0 || !BASE64.test(body)) throw new HashCodeError('not base64');
  const hex = CryptoJS.enc.Base64.parse(body).toString(CryptoJS.enc.Hex);
  const bytes = hex.length / 2;
  const minBytes = HASHCODE_IV_BYTES + HASHCODE_BLOCK_BYTES + HASHCODE_MAC_BYTES;
  if (bytes < minBytes || (bytes - HASHCODE_IV_BYTES - HASHCODE_MAC_BYTES) % HASHCODE_BLOCK_BYTES !== 0) {
    throw new HashCodeError('truncated');
  }
  const ivHex = hex.slice(0, HASHCODE_IV_BYTES * 2);
  const macHex = hex.slice(hex.length - HASHCODE_MAC_BYTES * 2);
  const cipherHex = hex.slice(HASHCODE_IV_BYTES * 2, hex.length - HASHCODE_MAC_BYTES * 2);

  const macKey = CryptoJS.SHA256(HASHCODE_MAC_KEY_LABEL + passphrase);
  const expectedMac = CryptoJS.HmacSHA256(CryptoJS.enc.Hex.parse(ivHex + cipherHex), macKey).toString(
    CryptoJS.enc.Hex,
  );
  if (!sameHex(expectedMac, macHex)) throw new HashCodeError('signature mismatch');

  const encKey = CryptoJS.SHA256(HASHCODE_ENC_KEY_LABEL + passphrase);
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(cipherHex) });
  const plain = CryptoJS.AES.decrypt(params, encKey, {
    iv: CryptoJS.enc.Hex.parse(ivHex),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  try {
    return JSON.parse(plain.toString(CryptoJS.enc.Utf8)) as unknown;
  } catch {
    throw new HashCodeError('undecodable payload');
  }
}

/** The browser's decryption, keyed by NEXT_PUBLIC_HASHCODE_KEY (inlined at build time). */
export function decryptHashCode(hashCode: string): unknown {
  return decryptHashCodeWithKey(hashCode, process.env.NEXT_PUBLIC_HASHCODE_KEY || DEFAULT_HASHCODE_KEY);
}

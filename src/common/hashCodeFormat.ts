/**
 * Shape of the `hashCode` envelope that data endpoints answer (see docs/API.md):
 *   "v1:" + base64( iv[16] || AES-256-CBC ciphertext || HMAC-SHA256(macKey, iv || ciphertext)[32] )
 * encKey = SHA-256("enc:" + passphrase), macKey = SHA-256("mac:" + passphrase).
 * Shared by the server encoder (node:crypto) and the browser decoder (crypto-js).
 */
export const HASHCODE_PREFIX = 'v1:';
export const HASHCODE_IV_BYTES = 16;
export const HASHCODE_MAC_BYTES = 32;
export const HASHCODE_BLOCK_BYTES = 16;
export const HASHCODE_ENC_KEY_LABEL = 'enc:';
export const HASHCODE_MAC_KEY_LABEL = 'mac:';

/** Local default so a fresh clone works; production sets NEXT_PUBLIC_HASHCODE_KEY. Not a secret. */
export const DEFAULT_HASHCODE_KEY = 'vnfin-local-hashcode-key-change-me';

export class HashCodeError extends Error {
  constructor(reason: string) {
    super(`Invalid hashCode: ${reason}`);
    this.name = 'HashCodeError';
  }
}

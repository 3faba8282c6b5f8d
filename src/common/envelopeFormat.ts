/**
 * Shape of the envelope that data endpoints answer in the JSON field `hashCode` (the spec's wire
 * name; the code calls it the envelope; docs/API.md):
 *   "v1:" + base64( iv[16] || AES-256-CBC ciphertext || HMAC-SHA256(macKey, iv || ciphertext)[32] )
 * encKey = SHA-256("enc:" + passphrase), macKey = SHA-256("mac:" + passphrase).
 * Shared by the server encoder (node:crypto) and the browser decoder (crypto-js).
 */
export const ENVELOPE_PREFIX = 'v1:';
export const ENVELOPE_IV_BYTES = 16;
export const ENVELOPE_MAC_BYTES = 32;
export const ENVELOPE_BLOCK_BYTES = 16;
export const ENVELOPE_ENC_KEY_LABEL = 'enc:';
export const ENVELOPE_MAC_KEY_LABEL = 'mac:';

/** Local default so a fresh clone works; production sets NEXT_PUBLIC_HASHCODE_KEY. Not a secret. */
export const DEFAULT_ENVELOPE_KEY = 'vnfin-local-hashcode-key-change-me';

export class EnvelopeError extends Error {
  constructor(reason: string) {
    super(`Invalid hashCode: ${reason}`);
    this.name = 'EnvelopeError';
  }
}

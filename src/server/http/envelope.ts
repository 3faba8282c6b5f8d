import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import {
  ENVELOPE_ENC_KEY_LABEL,
  ENVELOPE_IV_BYTES,
  ENVELOPE_MAC_KEY_LABEL,
  ENVELOPE_PREFIX,
} from '@/common/envelopeFormat';
import { getEnv } from '../env';

interface Keys {
  encKey: Buffer;
  macKey: Buffer;
}

const keyCache = new Map<string, Keys>();

function deriveKeys(passphrase: string): Keys {
  let keys = keyCache.get(passphrase);
  if (!keys) {
    keys = {
      encKey: createHash('sha256')
        .update(ENVELOPE_ENC_KEY_LABEL + passphrase, 'utf8')
        .digest(),
      macKey: createHash('sha256')
        .update(ENVELOPE_MAC_KEY_LABEL + passphrase, 'utf8')
        .digest(),
    };
    keyCache.set(passphrase, keys);
  }
  return keys;
}

/** Encrypt-then-MAC a JSON payload with a fresh random IV (format in src/common/envelopeFormat.ts). */
export function sealEnvelope(payload: unknown, passphrase = getEnv().NEXT_PUBLIC_HASHCODE_KEY): string {
  const { encKey, macKey } = deriveKeys(passphrase);
  const iv = randomBytes(ENVELOPE_IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', encKey, iv);
  const ciphertext = Buffer.concat([
    cipher.update(payload === undefined ? 'null' : JSON.stringify(payload), 'utf8'),
    cipher.final(),
  ]);
  const mac = createHmac('sha256', macKey).update(iv).update(ciphertext).digest();
  return ENVELOPE_PREFIX + Buffer.concat([iv, ciphertext, mac]).toString('base64');
}

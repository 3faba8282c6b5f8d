import { encryptHashCode } from '@/server/http/hashCode';
import { decryptHashCode, decryptHashCodeWithKey, HashCodeError } from '@/lib/hashCode';

const PAYLOAD = {
  ticket: 'VNM',
  rows: [{ code: 'TOTAL_ASSETS', label: 'Tổng cộng tài sản', values: [52_000_000_000_000, null, -1.25] }],
};

function flipByte(hashCode: string, index: number): string {
  const bytes = Buffer.from(hashCode.slice(3), 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return `v1:${bytes.toString('base64')}`;
}

describe('hashCode: server encrypt -> browser decryptHashCode', () => {
  it('round-trips JSON payloads, Vietnamese text included', () => {
    expect(decryptHashCode(encryptHashCode(PAYLOAD))).toEqual(PAYLOAD);
    expect(decryptHashCode(encryptHashCode([]))).toEqual([]);
    expect(decryptHashCode(encryptHashCode(null))).toBeNull();
    expect(decryptHashCode(encryptHashCode('Thành công'))).toBe('Thành công');
  });

  it('uses a fresh IV per response, so equal payloads encrypt differently', () => {
    expect(encryptHashCode(PAYLOAD)).not.toBe(encryptHashCode(PAYLOAD));
  });

  it('round-trips a large payload', () => {
    const big = Array.from({ length: 5000 }, (_, index) => ({ index, value: index * 1.5 }));
    expect(decryptHashCode(encryptHashCode(big))).toEqual(big);
  });

  it('detects a flipped bit in the IV, the ciphertext or the MAC', () => {
    const hashCode = encryptHashCode(PAYLOAD);
    const length = Buffer.from(hashCode.slice(3), 'base64').length;
    for (const index of [0, 20, length - 40, length - 1]) {
      expect(() => decryptHashCode(flipByte(hashCode, index))).toThrow(HashCodeError);
    }
  });

  it('detects truncation, garbage and foreign formats', () => {
    const hashCode = encryptHashCode(PAYLOAD);
    expect(() => decryptHashCode(hashCode.slice(0, hashCode.length - 8))).toThrow(HashCodeError);
    expect(() => decryptHashCode('v1:')).toThrow(HashCodeError);
    expect(() => decryptHashCode('v1:!!!not-base64!!!')).toThrow(HashCodeError);
    expect(() => decryptHashCode('U2FsdGVkX1+abc=')).toThrow(HashCodeError);
    expect(() => decryptHashCode(42 as unknown as string)).toThrow(HashCodeError);
  });

  it('refuses a payload encrypted with another key', () => {
    const foreign = encryptHashCode(PAYLOAD, 'another-key-of-enough-length');
    expect(() => decryptHashCode(foreign)).toThrow(HashCodeError);
    expect(decryptHashCodeWithKey(foreign, 'another-key-of-enough-length')).toEqual(PAYLOAD);
  });
});

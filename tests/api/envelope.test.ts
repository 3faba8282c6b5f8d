import { sealEnvelope } from '@/server/http/envelope';
import { openEnvelope, openEnvelopeWithKey, EnvelopeError } from '@/lib/envelope';

const PAYLOAD = {
  ticket: 'VNM',
  rows: [{ code: 'TOTAL_ASSETS', label: 'Tổng cộng tài sản', values: [52_000_000_000_000, null, -1.25] }],
};

function flipByte(hashCode: string, index: number): string {
  const bytes = Buffer.from(hashCode.slice(3), 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return `v1:${bytes.toString('base64')}`;
}

describe('hashCode: server encrypt -> browser openEnvelope', () => {
  it('round-trips JSON payloads, Vietnamese text included', () => {
    expect(openEnvelope(sealEnvelope(PAYLOAD))).toEqual(PAYLOAD);
    expect(openEnvelope(sealEnvelope([]))).toEqual([]);
    expect(openEnvelope(sealEnvelope(null))).toBeNull();
    expect(openEnvelope(sealEnvelope('Thành công'))).toBe('Thành công');
  });

  it('uses a fresh IV per response, so equal payloads encrypt differently', () => {
    expect(sealEnvelope(PAYLOAD)).not.toBe(sealEnvelope(PAYLOAD));
  });

  it('round-trips a large payload', () => {
    const big = Array.from({ length: 5000 }, (_, index) => ({ index, value: index * 1.5 }));
    expect(openEnvelope(sealEnvelope(big))).toEqual(big);
  });

  it('detects a flipped bit in the IV, the ciphertext or the MAC', () => {
    const hashCode = sealEnvelope(PAYLOAD);
    const length = Buffer.from(hashCode.slice(3), 'base64').length;
    for (const index of [0, 20, length - 40, length - 1]) {
      expect(() => openEnvelope(flipByte(hashCode, index))).toThrow(EnvelopeError);
    }
  });

  it('detects truncation, garbage and foreign formats', () => {
    const hashCode = sealEnvelope(PAYLOAD);
    expect(() => openEnvelope(hashCode.slice(0, hashCode.length - 8))).toThrow(EnvelopeError);
    expect(() => openEnvelope('v1:')).toThrow(EnvelopeError);
    expect(() => openEnvelope('v1:!!!not-base64!!!')).toThrow(EnvelopeError);
    expect(() => openEnvelope('U2FsdGVkX1+abc=')).toThrow(EnvelopeError);
    expect(() => openEnvelope(42 as unknown as string)).toThrow(EnvelopeError);
  });

  it('refuses a payload encrypted with another key', () => {
    const foreign = sealEnvelope(PAYLOAD, 'another-key-of-enough-length');
    expect(() => openEnvelope(foreign)).toThrow(EnvelopeError);
    expect(openEnvelopeWithKey(foreign, 'another-key-of-enough-length')).toEqual(PAYLOAD);
  });
});

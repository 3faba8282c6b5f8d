import { formulaErrorOf } from '../seriesMathApi';

describe('formulaErrorOf', () => {
  it("reads the engine's error from a refused evaluation", () => {
    const formulaError = {
      code: 'frequency_mismatch',
      message: 'a theo tháng, b theo quý: chuyển a về quý?',
      offerFrequency: 'quarter',
    };
    expect(
      formulaErrorOf({
        kind: 'badRequest',
        status: 400,
        message: formulaError.message,
        extra: { formulaError },
      }),
    ).toEqual(formulaError);
  });

  it('is null for any other error', () => {
    expect(formulaErrorOf({ kind: 'offline', message: 'x' })).toBeNull();
    expect(formulaErrorOf({ kind: 'badRequest', extra: { formulaError: { code: 1 } } })).toBeNull();
    expect(formulaErrorOf(undefined)).toBeNull();
  });
});

import { createRandom, DEMO_SEED } from '../random';
import { previewUniverseStatements, targetLastCloses } from '../valuation';

const now = new Date('2026-11-21T03:00:00Z');

describe('targetLastCloses', () => {
  const statements = previewUniverseStatements(createRandom(DEMO_SEED).fork('statements'), now);
  const targets = targetLastCloses(statements, createRandom(DEMO_SEED).fork('valuation'));

  function ratiosOf(ticker: string): { pe: number; pb: number } {
    const company = statements.get(ticker);
    const price = targets.get(ticker);
    if (!company || price === undefined) throw new Error(`${ticker} missing`);
    const quarters = company.periods.filter((period) => period.periodType === 'quarter').slice(-4);
    const balance = quarters[3]?.statements.BALANCE_SHEET;
    const capital = balance?.get(company.companyType === 'bank' ? 'CHARTER_CAPITAL' : 'PAID_IN_CAPITAL') ?? 0;
    const shares = capital / 10_000;
    const earnings = quarters.reduce(
      (sum, q) => sum + (q.statements.INCOME_STATEMENT.get('NET_PROFIT_PARENT') ?? 0),
      0,
    );
    return { pe: (price * shares) / earnings, pb: (price * shares) / (balance?.get('OWNERS_EQUITY') ?? 1) };
  }

  it('aims every demo ticker at a P/E or P/B typical of its company type', () => {
    expect(targets.size).toBe(statements.size);
    for (const [ticker, company] of statements) {
      const { pe, pb } = ratiosOf(ticker);
      const peInBand = pe >= 6 && pe <= 22;
      const pbInBand = pb >= 0.8 && pb <= 3.5;
      expect({ ticker, type: company.companyType, ok: peInBand || pbInBand }).toEqual({
        ticker,
        type: company.companyType,
        ok: true,
      });
      expect(pb).toBeLessThanOrEqual(8.0001);
    }
  });

  it('prices banks at 6-12 times earnings when they earn', () => {
    for (const [ticker, company] of statements) {
      if (company.companyType !== 'bank') continue;
      const { pe } = ratiosOf(ticker);
      if (pe > 0) {
        expect(pe).toBeGreaterThanOrEqual(5.999);
        expect(pe).toBeLessThanOrEqual(12.001);
      }
    }
  });
});

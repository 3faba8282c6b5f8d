import {
  COMPANY_TYPES,
  STATEMENT_TYPES,
  type CompanyType,
  type StatementType,
} from '@/common/constants/market';
import { FIINTRADE_LAYOUTS, positionMap } from '../../../importers/fiintrade/layouts';
import { ALL_TEMPLATES, getTemplate, validateTemplate, type TemplateItem } from '../index';

const formulaOf = (companyType: CompanyType, statement: StatementType, code: string): string[] =>
  (getTemplate(companyType, statement).find((item) => item.code === code)?.formula ?? []).map(
    (term) => `${term.sign > 0 ? '+' : '-'}${term.code}`,
  );

describe('statement templates', () => {
  it('has one sound template per company type and statement', () => {
    expect(ALL_TEMPLATES).toHaveLength(COMPANY_TYPES.length * STATEMENT_TYPES.length);
    for (const template of ALL_TEMPLATES) {
      expect(template.items.length).toBeGreaterThan(5);
      expect({
        key: `${template.companyType}/${template.statement}`,
        problems: validateTemplate(template.items),
      }).toEqual({
        key: `${template.companyType}/${template.statement}`,
        problems: [],
      });
    }
  });

  it('reports broken templates', () => {
    const item = (
      code: string,
      level: number,
      parentCode: string | null,
      formula?: TemplateItem['formula'],
    ): TemplateItem => ({
      code,
      nameVi: 'Khoản mục',
      nameEn: 'Item',
      level,
      parentCode,
      isTotal: formula !== undefined,
      isFlow: false,
      formula,
    });
    const problems = validateTemplate([
      item('CHILD', 1, 'PARENT'),
      item('PARENT', 0, null, [{ code: 'MISSING', sign: 1 }]),
      item('PARENT', 0, null),
      item('bad_code', 2, 'PARENT'),
      item('LOOP_A', 0, null, [{ code: 'LOOP_B', sign: 1 }]),
      item('LOOP_B', 0, null, [{ code: 'LOOP_A', sign: -1 }]),
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'CHILD: parent PARENT missing or after the child',
        'PARENT: formula term MISSING does not exist',
        'PARENT: duplicate code',
        'bad_code: code is not UPPER_SNAKE',
        'bad_code: level 2 under level 0',
        'formula cycle: LOOP_A -> LOOP_B -> LOOP_A',
      ]),
    );
  });

  it('marks balance-sheet items as stocks and income and cash-flow items as flows', () => {
    for (const template of ALL_TEMPLATES) {
      if (template.statement === 'FOOTNOTES') continue;
      const expected = template.statement !== 'BALANCE_SHEET';
      expect(template.items.filter((item) => item.isFlow !== expected)).toEqual([]);
    }
  });

  it.each(COMPANY_TYPES)('has the codes other modules rely on (%s)', (companyType) => {
    const codes = (statement: StatementType) => getTemplate(companyType, statement).map((item) => item.code);
    expect(codes('BALANCE_SHEET')).toEqual(
      expect.arrayContaining([
        'CASH_AND_EQUIVALENTS',
        'TOTAL_ASSETS',
        'TOTAL_LIABILITIES',
        'OWNERS_EQUITY',
        'TOTAL_RESOURCES',
      ]),
    );
    expect(codes('INCOME_STATEMENT')).toEqual(
      expect.arrayContaining([
        'PROFIT_BEFORE_TAX',
        'CORPORATE_INCOME_TAX',
        'NET_PROFIT',
        'NET_PROFIT_PARENT',
      ]),
    );
    for (const statement of ['CASH_FLOW_INDIRECT', 'CASH_FLOW_DIRECT'] as const) {
      expect(codes(statement)).toEqual(
        expect.arrayContaining([
          'NET_CASH_FROM_OPERATING',
          'NET_CASH_FROM_INVESTING',
          'NET_CASH_FROM_FINANCING',
          'NET_CASH_FLOW',
          'CASH_BEGINNING',
          'CASH_ENDING',
        ]),
      );
      expect(formulaOf(companyType, statement, 'CASH_ENDING')).toEqual([
        '+CASH_BEGINNING',
        '+NET_CASH_FLOW',
        '+FX_EFFECT_ON_CASH',
      ]);
      expect(formulaOf(companyType, statement, 'NET_CASH_FLOW')).toEqual([
        '+NET_CASH_FROM_OPERATING',
        '+NET_CASH_FROM_INVESTING',
        '+NET_CASH_FROM_FINANCING',
      ]);
    }
  });

  it('writes the accounting identities into the formulas', () => {
    for (const companyType of COMPANY_TYPES) {
      expect(formulaOf(companyType, 'BALANCE_SHEET', 'TOTAL_RESOURCES').slice(0, 2)).toEqual([
        '+TOTAL_LIABILITIES',
        '+OWNERS_EQUITY',
      ]);
      const netProfit = formulaOf(companyType, 'INCOME_STATEMENT', 'NET_PROFIT');
      // Insurers also deduct the equalisation reserve charge (Circular 232) before tax.
      const expected =
        companyType === 'insurance'
          ? ['+PROFIT_BEFORE_TAX', '+EQUALIZATION_RESERVE_CHARGE', '+CORPORATE_INCOME_TAX']
          : ['+PROFIT_BEFORE_TAX', '+CORPORATE_INCOME_TAX'];
      expect(netProfit).toEqual(expected);
    }
    expect(formulaOf('non_financial', 'INCOME_STATEMENT', 'GROSS_PROFIT')).toEqual(['+NET_REVENUE', '+COGS']);
    expect(formulaOf('non_financial', 'INCOME_STATEMENT', 'NET_PROFIT_PARENT')).toEqual([
      '+NET_PROFIT',
      '-MINORITY_INTEREST',
    ]);
    expect(formulaOf('bank', 'INCOME_STATEMENT', 'NET_INTEREST_INCOME')).toEqual([
      '+INTEREST_INCOME',
      '+INTEREST_EXPENSE',
    ]);
    expect(formulaOf('bank', 'INCOME_STATEMENT', 'TOTAL_OPERATING_INCOME')).toContain('+NET_INTEREST_INCOME');
    expect(formulaOf('bank', 'FOOTNOTES', 'LOANS_BY_DEBT_GROUP')).toEqual(
      [1, 2, 3, 4, 5].map((group) => `+LOANS_GROUP_${group}`),
    );
    expect(formulaOf('bank', 'FOOTNOTES', 'CUSTOMER_DEPOSITS_BY_TYPE')).toContain('+DEMAND_DEPOSITS');
  });

  it('gives every FiinTrade row exactly one template item, with the anchors on the expected codes', () => {
    const anchorCodes: Record<string, string> = {
      'total assets': 'TOTAL_ASSETS',
      'total resources': 'TOTAL_RESOURCES',
      "liabilities and shareholder's equity": 'TOTAL_RESOURCES',
      'gross profit': 'GROSS_PROFIT',
      'net interest income': 'NET_INTEREST_INCOME',
      'total operating income': 'TOTAL_OPERATING_INCOME',
      'cash and cash equivalents at the end of period': 'CASH_ENDING',
      'cash and cash equivalents at the end of the period': 'CASH_ENDING',
    };
    for (const layout of FIINTRADE_LAYOUTS) {
      const codes = positionMap(layout);
      expect(codes).toHaveLength(layout.rowCount);
      for (const [row, label] of layout.anchors) {
        const expected = anchorCodes[label];
        if (expected)
          expect(`${layout.companyType}/${layout.statement}[${row}]=${codes[row] ?? ''}`).toBe(
            `${layout.companyType}/${layout.statement}[${row}]=${expected}`,
          );
      }
    }
  });
});

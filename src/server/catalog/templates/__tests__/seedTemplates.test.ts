import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { statementItems } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ALL_TEMPLATES } from '../index';
import { seedStatementTemplates } from '../seedTemplates';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('seedStatementTemplates', () => {
  it('writes every item once, in template order, and nothing on a second run', async () => {
    const total = ALL_TEMPLATES.reduce((sum, template) => sum + template.items.length, 0);
    expect(await seedStatementTemplates(handle.db)).toBe(total);
    expect(await seedStatementTemplates(handle.db)).toBe(0);
    const rows = await handle.db
      .select()
      .from(statementItems)
      .where(and(eq(statementItems.companyType, 'bank'), eq(statementItems.statement, 'INCOME_STATEMENT')))
      .orderBy(statementItems.position);
    expect(rows[0]).toMatchObject({ code: 'INTEREST_INCOME', position: 0, level: 0, isFlow: true });
    expect(rows.find((row) => row.code === 'NET_INTEREST_INCOME')).toMatchObject({
      nameVi: 'Thu nhập lãi thuần',
      isTotal: true,
    });
  });
});

import type { Database } from '../../db/client';
import { statementItems } from '../../db/schema';
import { upsertChanged } from '../../db/upsert';
import { ALL_TEMPLATES } from './index';

/**
 * Writes every template item into statement_items (position = index in its template) and returns
 * how many rows were inserted or changed; running it again writes 0.
 */
export async function seedStatementTemplates(db: Database): Promise<number> {
  const rows = ALL_TEMPLATES.flatMap((template) =>
    template.items.map((item, position) => ({
      companyType: template.companyType,
      statement: template.statement,
      code: item.code,
      position,
      parentCode: item.parentCode,
      level: item.level,
      nameVi: item.nameVi,
      nameEn: item.nameEn,
      isTotal: item.isTotal,
      isFlow: item.isFlow,
    })),
  );
  return upsertChanged(db, statementItems, rows, {
    target: [statementItems.companyType, statementItems.statement, statementItems.code],
    update: [
      statementItems.position,
      statementItems.parentCode,
      statementItems.level,
      statementItems.nameVi,
      statementItems.nameEn,
      statementItems.isTotal,
      statementItems.isFlow,
    ],
  });
}

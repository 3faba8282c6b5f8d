import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { macroSeries, macroValues } from '../../../db/schema';

const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-macro-'));

/**
 * Writes a made-up file into a fresh temporary folder and returns its path. Its last line ends with
 * a line break, as every real export's does (a CSV without one is refused as cut off).
 */
export function writeTemp(name: string, content: string): string {
  const dir = mkdtempSync(path.join(folder, 'f-'));
  const file = path.join(dir, name);
  writeFileSync(file, content.endsWith('\n') ? content : `${content}\n`);
  return file;
}

export async function valuesOf(db: Database, codePattern: string) {
  return db
    .select({
      code: macroSeries.code,
      name: macroSeries.nameVi,
      unit: macroSeries.unit,
      period: macroValues.period,
      valueType: macroValues.valueType,
      value: macroValues.value,
      releaseDate: macroValues.releaseDate,
    })
    .from(macroValues)
    .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
    .where(and(like(macroSeries.code, codePattern), eq(macroSeries.isDemo, false)))
    .orderBy(macroSeries.code, macroValues.period, macroValues.valueType);
}

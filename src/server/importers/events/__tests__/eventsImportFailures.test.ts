import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, corporateActions, corporateEvents } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { importEventsText } from '..';

/** Files that cannot be read whole fail with the reason and write nothing (docs/DATA.md "Importer rules"). */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(companies)
    .values({ ticker: 'EVA', nameVi: 'Công ty Ê Va', exchange: 'HOSE', companyType: 'non_financial' });
});

afterAll(async () => {
  await handle.close();
});

const HEADER =
  'ticker,kind,event_date,title,ex_date,record_date,payment_date,end_date,cash_per_share,ratio,price_per_share,shares,fiscal_year,note';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
const GOOD = ['EVA,Cổ tức bằng tiền,2024-06-10,,,2024-06-11,2024-07-05,,1500,,,,2023,'];
const run = (text: string) => importEventsText(handle.db, 'events.csv', text, { today: '2024-10-01' });

async function rowCounts(): Promise<number[]> {
  const [events] = await handle.db.select({ n: count() }).from(corporateEvents);
  const [actions] = await handle.db.select({ n: count() }).from(corporateActions);
  return [events?.n ?? -1, actions?.n ?? -1];
}

describe('corporate-events import of broken files', () => {
  it.each([
    ['a CSV cut inside its last row', csv(GOOD[0]!).trimEnd(), /tệp có thể bị cắt cụt/],
    ['a CSV whose last row lost cells', `${HEADER}\n${GOOD[0]!}\nEVA,agm,2024-\n`, /tệp bị cắt cụt/],
    ['a CSV without the kind column', 'ticker,event_date\nEVA,2024-01-01\n', /Thiếu cột ticker hoặc kind/],
    ['a cut JSON', JSON.stringify([{ ticker: 'EVA' }]).slice(0, 12), /tệp bị hỏng hoặc bị cắt cụt/],
    ['JSON that is not a list', '{"ticker":"EVA"}', /JSON cần là một mảng sự kiện/],
  ])('fails %s whole and writes nothing', async (_name, text, reason) => {
    const failure = await run(text).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportFileError);
    expect((failure as ImportFileError).reason).toMatch(reason);
    expect(await rowCounts()).toEqual([0, 0]);
  });
});

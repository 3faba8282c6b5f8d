import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, corporateActions, corporateEvents } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { getImporter } from '../../registry';
import { EVENTS_FORMAT, importEventsText } from '..';

let handle: DatabaseHandle;
const TODAY = '2024-10-01';

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(companies).values([
    { ticker: 'EVA', nameVi: 'Công ty Ê Va', exchange: 'HOSE', companyType: 'non_financial' },
    { ticker: 'EVB', nameVi: 'Công ty Ê Bê', exchange: 'UPCOM', companyType: 'non_financial' },
  ]);
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(corporateEvents);
  await handle.db.delete(corporateActions);
});

const HEADER =
  'ticker,kind,event_date,title,ex_date,record_date,payment_date,end_date,cash_per_share,ratio,price_per_share,shares,fiscal_year,note';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
const run = (text: string, file = 'events.csv') => importEventsText(handle.db, file, text, { today: TODAY });

async function events() {
  return handle.db
    .select({
      ticker: corporateEvents.ticker,
      kind: corporateEvents.kind,
      eventDate: corporateEvents.eventDate,
      title: corporateEvents.title,
      exDate: corporateEvents.exDate,
      cashPerShare: corporateEvents.cashPerShare,
      ratio: corporateEvents.ratio,
      source: corporateEvents.source,
    })
    .from(corporateEvents)
    .orderBy(asc(corporateEvents.eventDate), asc(corporateEvents.kind));
}

async function actions() {
  return handle.db
    .select({
      ticker: corporateActions.ticker,
      exDate: corporateActions.exDate,
      kind: corporateActions.kind,
      ratio: corporateActions.ratio,
      cashPerShare: corporateActions.cashPerShare,
      source: corporateActions.source,
    })
    .from(corporateActions)
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.kind));
}

const GOOD = [
  'EVA,Cổ tức bằng tiền,2024-06-10,,,2024-06-11,2024-07-05,,1500,,,,2023,',
  'EVA,stock_dividend,2024-09-10,"Cổ tức cổ phiếu 2023, 100:20",2024-09-10,2024-09-11,,,,100:20,,,2023,',
  'EVB,rights_issue,,,2024-08-01,,,,,10:3,10000,,,',
  'EVA,dai hoi co dong thuong nien,20/04/2024,,,,,,,,,,,Họp tại Hà Nội',
  'EVA,cash_dividend,2024-11-20,,,,,,800,,,,2024,',
];

describe('corporate-events import', () => {
  it('is registered for uploads and the inbox', () => {
    expect(getImporter(EVENTS_FORMAT)?.matches('lich-su-kien.json')).toBe(true);
    expect(getImporter(EVENTS_FORMAT)?.matches('events.csv')).toBe(true);
  });

  it('writes events, and corporate actions for entitlements gone ex by today', async () => {
    const summary = await run(csv(...GOOD));
    expect(summary.rowsRead).toBe(5);
    expect(summary.rejections).toEqual([]);
    // 5 events + 3 actions (the AGM moves no price; the November dividend has not gone ex).
    expect(summary.rowsWritten).toBe(8);
    expect(await events()).toEqual([
      {
        ticker: 'EVA',
        kind: 'agm',
        eventDate: '2024-04-20',
        title: 'Đại hội cổ đông thường niên',
        exDate: null,
        cashPerShare: null,
        ratio: null,
        source: 'import',
      },
      {
        ticker: 'EVA',
        kind: 'cash_dividend',
        eventDate: '2024-06-10',
        title: 'Cổ tức bằng tiền năm 2023, 1,500 đồng/cp',
        exDate: '2024-06-10',
        cashPerShare: 1500,
        ratio: null,
        source: 'import',
      },
      {
        ticker: 'EVB',
        kind: 'rights_issue',
        eventDate: '2024-08-01',
        title: 'Phát hành quyền mua, tỷ lệ 100:30, giá 10,000 đồng',
        exDate: '2024-08-01',
        cashPerShare: null,
        ratio: 1.3,
        source: 'import',
      },
      {
        ticker: 'EVA',
        kind: 'stock_dividend',
        eventDate: '2024-09-10',
        title: 'Cổ tức cổ phiếu 2023, 100:20',
        exDate: '2024-09-10',
        cashPerShare: null,
        ratio: 1.2,
        source: 'import',
      },
      {
        ticker: 'EVA',
        kind: 'cash_dividend',
        eventDate: '2024-11-20',
        title: 'Cổ tức bằng tiền năm 2024, 800 đồng/cp',
        exDate: '2024-11-20',
        cashPerShare: 800,
        ratio: null,
        source: 'import',
      },
    ]);
    expect(await actions()).toEqual([
      {
        ticker: 'EVA',
        exDate: '2024-06-10',
        kind: 'cash_dividend',
        ratio: null,
        cashPerShare: 1500,
        source: 'import',
      },
      {
        ticker: 'EVB',
        exDate: '2024-08-01',
        kind: 'rights_issue',
        ratio: 1.3,
        cashPerShare: 10000,
        source: 'import',
      },
      {
        ticker: 'EVA',
        exDate: '2024-09-10',
        kind: 'stock_dividend',
        ratio: 1.2,
        cashPerShare: null,
        source: 'import',
      },
    ]);
    // Again: nothing changes. A corrected amount updates the event and its action.
    expect((await run(csv(...GOOD))).rowsWritten).toBe(0);
    const corrected = await run(csv('EVA,cash_dividend,2024-06-10,,,,,,1600,,,,2023,'));
    expect(corrected.rowsWritten).toBe(2);
    const [action] = await handle.db
      .select({ cash: corporateActions.cashPerShare })
      .from(corporateActions)
      .where(and(eq(corporateActions.ticker, 'EVA'), eq(corporateActions.kind, 'cash_dividend')));
    expect(action?.cash).toBe(1600);
  });

  it('updates a stored stock dividend when the file calls it a bonus issue (one share event per day)', async () => {
    await handle.db
      .insert(corporateActions)
      .values({ ticker: 'EVA', exDate: '2024-09-10', kind: 'stock_dividend', ratio: 1.2, source: 'demo' });
    const summary = await run(csv('EVA,bonus_issue,2024-09-10,,,,,,,100:25,,,,'));
    expect(summary.notices).toEqual([
      {
        row: 2,
        reason:
          'Ngày 2024-09-10 của EVA đã có cổ tức bằng cổ phiếu: cập nhật sự kiện đó, không thêm lần chia cổ phiếu thứ hai',
      },
    ]);
    expect(await actions()).toEqual([
      {
        ticker: 'EVA',
        exDate: '2024-09-10',
        kind: 'stock_dividend',
        ratio: 1.25,
        cashPerShare: null,
        source: 'import',
      },
    ]);
    expect((await events()).map((row) => row.kind)).toEqual(['bonus_issue']);
  });

  it('rejects bad rows with Vietnamese reasons and keeps the others', async () => {
    const summary = await run(
      csv(
        GOOD[0]!,
        'ZZZ,cash_dividend,2024-06-10,,,,,,1500,,,,,',
        'EVA,bogus,2024-06-10,,,,,,,,,,,',
        'EVA,agm,2024-02-30,,,,,,,,,,,',
        'EVA,cash_dividend,2024-06-12,,,,,,,,,,,',
        'EVA,cash_dividend,2024-06-13,,,,,,"1,500",,,,,',
        'EVA,bonus_issue,2024-06-14,,,,,,,abc,,,,',
        'EVA,suspension,2024-06-20,,,,,2024-06-01,,,,,,',
        'EVA,agm,,,,,,,,,,,,',
        'EVA,Cổ tức bằng tiền,2024-06-10,,,,,,1500,,,,2023,',
        'EVA,cash_dividend,2024-06-15,,,,,,99999999,,,,,',
        'EVA,agm',
        GOOD[3]!,
      ),
    );
    expect(summary.rowsRead).toBe(13);
    expect(summary.rejections).toEqual([
      { row: 13, reason: 'Dòng có 2 ô, ít hơn 14 cột của dòng tiêu đề; bỏ cả dòng' },
      { row: 4, reason: expect.stringMatching(/^Loại sự kiện không hợp lệ: "bogus"/) },
      {
        row: 5,
        reason: 'event_date (ngày sự kiện) "2024-02-30" không phải ngày hợp lệ (YYYY-MM-DD hoặc DD/MM/YYYY)',
      },
      { row: 6, reason: 'Cổ tức bằng tiền cần cash_per_share (đồng trên mỗi cổ phiếu) lớn hơn 0' },
      {
        row: 7,
        reason: expect.stringMatching(/^cash_per_share \(tiền mỗi cổ phiếu\) "1,500" không phải số/),
      },
      { row: 8, reason: expect.stringMatching(/^ratio \(tỷ lệ\) "abc" không hợp lệ/) },
      { row: 9, reason: 'Ngày kết thúc 2024-06-01 trước ngày sự kiện 2024-06-20' },
      { row: 10, reason: 'Thiếu ngày sự kiện (event_date)' },
      { row: 12, reason: 'cash_per_share 99999999 quá lớn (tối đa 1,000,000)' },
      { row: 3, reason: 'Mã ZZZ chưa có trong danh sách công ty; nhập danh sách công ty trước' },
      { row: 11, reason: expect.stringMatching(/^Trùng sự kiện của dòng 2/) },
    ]);
    expect((await events()).map((row) => row.kind)).toEqual(['agm', 'cash_dividend']);
  });

  it('reads JSON: an array or { events }, numbers or text', async () => {
    const summary = await run(
      JSON.stringify({
        events: [
          {
            ticker: 'eva',
            kind: 'split',
            event_date: '2024-05-02',
            ratio: 2,
            fiscal_year: 2024,
            source: 'hsx',
          },
          { ticker: 'EVB', kind: 'Niêm yết bổ sung', event_date: '2024-05-03', shares: 5000000 },
          { ticker: 'EVB', kind: 'cash_dividend', event_date: '2024-05-04', cash_per_share: { bad: 1 } },
          'not an event',
        ],
      }),
      'events.json',
    );
    expect(summary.rejections).toEqual([
      { row: 3, reason: 'Giá trị của cash_per_share phải là chữ hoặc số' },
      { row: 4, reason: 'Phần tử không phải một đối tượng sự kiện' },
    ]);
    expect(await events()).toEqual([
      expect.objectContaining({
        ticker: 'EVA',
        kind: 'split',
        ratio: 2,
        source: 'hsx',
        title: 'Chia tách cổ phiếu năm 2024, tỷ lệ 1:2',
      }),
      expect.objectContaining({
        ticker: 'EVB',
        kind: 'additional_listing',
        title: 'Niêm yết bổ sung, 5,000,000 cổ phiếu',
      }),
    ]);
    expect(await actions()).toEqual([
      { ticker: 'EVA', exDate: '2024-05-02', kind: 'split', ratio: 2, cashPerShare: null, source: 'hsx' },
    ]);
  });

  it('imports a file from disk through the registry (JSON by its content)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'events-'));
    try {
      const file = path.join(folder, 'upload.json');
      await writeFile(file, JSON.stringify([{ ticker: 'EVA', kind: 'egm', event_date: '2030-01-15' }]));
      const summary = await getImporter(EVENTS_FORMAT)!.importFile(handle.db, file);
      expect(summary.rowsWritten).toBe(1);
      expect((await events())[0]).toMatchObject({ kind: 'egm', title: 'Đại hội cổ đông bất thường' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

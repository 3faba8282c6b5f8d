import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { companies, insiderTransactions, majorShareholders, ownershipStructure } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ImportFileError } from '../../framework';
import { getImporter } from '../../registry';
import { importOwnershipCsv, OWNERSHIP_FORMAT } from '..';

let handle: DatabaseHandle;
let files = 0;
const folder = mkdtempSync(path.join(os.tmpdir(), 'vnfin-ownership-'));

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;
const run = (text: string) =>
  importOwnershipCsv(handle.db, { file: `f${String((files += 1))}.ownership.csv`, text });

async function counts() {
  const [structure] = await handle.db.select({ n: count() }).from(ownershipStructure);
  const [major] = await handle.db.select({ n: count() }).from(majorShareholders);
  const [insider] = await handle.db.select({ n: count() }).from(insiderTransactions);
  return { structure: structure?.n, major: major?.n, insider: insider?.n };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(companies).values([
    { ticker: 'AAA', nameVi: 'Công ty AAA', exchange: 'HOSE', companyType: 'non_financial' },
    { ticker: 'BBB', nameVi: 'Công ty BBB', exchange: 'HNX', companyType: 'non_financial' },
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe('ownership-csv: shareholder structure', () => {
  it('writes good rows, rejects bad ones in Vietnamese, and writes nothing the second time', async () => {
    const text = lines(
      'ticker,as_of,holder_kind,shares,pct,source',
      'AAA,2025-03-31,state,0,0,vendor',
      'AAA,2025-03-31,foreign,"39,000,000",39%,vendor',
      'AAA,31/03/2025,Nội bộ,,12.5,vendor',
      'AAA,2025-03-31,other,,48.5,vendor',
      'AAA,2025-02-30,other,,1,vendor',
      'AAA,2025-06-30,other,,101,vendor',
      'AAA,2025-06-30,alien,,1,vendor',
      'ZZZ,2025-06-30,other,,1,vendor',
      'AAA,2025-03-31,foreign,,40,vendor',
      'AAA,2025-06-30,other,,,vendor',
    );
    const summary = await run(text);
    expect(summary.rowsRead).toBe(10);
    expect(summary.rowsWritten).toBe(4);
    expect(summary.rejections.sort((a, b) => a.row - b.row)).toEqual([
      { row: 6, reason: 'Ngày không hợp lệ: "2025-02-30" (cần dạng YYYY-MM-DD hoặc DD/MM/YYYY)' },
      { row: 7, reason: 'Tỷ lệ sở hữu (%) phải từ 0 đến 100 (đang là 101)' },
      {
        row: 8,
        reason: expect.stringMatching(
          /^Loại cổ đông không hợp lệ: "alien" \(cần một trong: state \(Nhà nước\)/,
        ),
      },
      { row: 9, reason: 'Mã chứng khoán ZZZ không có trong danh sách công ty' },
      { row: 10, reason: 'Trùng với dòng 3; giữ dòng 3, bỏ dòng này' },
      { row: 11, reason: 'Thiếu cả số cổ phiếu lẫn tỷ lệ sở hữu' },
    ]);
    const rows = await handle.db
      .select({
        kind: ownershipStructure.holderKind,
        shares: ownershipStructure.shares,
        pct: ownershipStructure.pct,
      })
      .from(ownershipStructure)
      .orderBy(asc(ownershipStructure.holderKind));
    expect(rows).toEqual([
      { kind: 'foreign', shares: 39_000_000, pct: 39 },
      { kind: 'insider', shares: null, pct: 12.5 },
      { kind: 'other', shares: null, pct: 48.5 },
      { kind: 'state', shares: 0, pct: 0 },
    ]);
    expect((await run(text)).rowsWritten).toBe(0);
  });

  it('keeps a structure over 100 % with a notice', async () => {
    const summary = await run(
      lines(
        'Mã CK,Ngày,Loại cổ đông,Tỷ lệ (%),Nguồn',
        'BBB,2024-12-31,Nước ngoài,60,v',
        'BBB,2024-12-31,Khác,45,v',
      ),
    );
    expect(summary.rowsWritten).toBe(2);
    expect(summary.notices).toEqual([
      { row: 2, reason: 'Cơ cấu cổ đông BBB 2024-12-31 (v) cộng lại 105.00%, quá 100%' },
    ]);
  });
});

describe('ownership-csv: major shareholders', () => {
  it('reads Vietnamese headings and the holder kinds', async () => {
    const summary = await run(
      lines(
        'Mã CK,Tên cổ đông,Loại cổ đông,Ngày,Số cổ phiếu,Tỷ lệ (%),Nguồn',
        'AAA,Quỹ Đầu tư ABC,Nước ngoài,2025-03-31,"14,400,000",12,vendor',
        'AAA,Nguyễn Văn An,insider,2025-03-31,6600000,5.5,vendor',
        'AAA,,insider,2025-03-31,1,1,vendor',
      ),
    );
    expect(summary.rowsWritten).toBe(2);
    expect(summary.rejections).toEqual([{ row: 4, reason: 'Thiếu tên cổ đông' }]);
  });
});

describe('ownership-csv: insider deals', () => {
  const HEADER =
    'ticker,person_name,position,relation,action,registered_shares,registered_from,registered_to,executed_shares,executed_on,shares_before,shares_after,status,source';

  it('keeps executed above registered with a notice, derives the status, refuses contradictions', async () => {
    const summary = await run(
      lines(
        HEADER,
        'AAA,Nguyễn Văn An,Chủ tịch HĐQT,insider,buy,1000000,2025-03-01,2025-03-30,1200000,2025-03-12,5400000,6600000,,v',
        'AAA,Trần Thị Bé,"Vợ ông An, Chủ tịch HĐQT",Người có liên quan,Bán,500000,2025-02-01,2025-03-02,,,2000000,,,v',
        'AAA,Lê Văn C,,major,buy,100,2025-03-10,2025-03-01,,,,,,v',
        'AAA,Lê Văn D,,insider,buy,100,2025-03-10,,,,,,done,v',
        'AAA,Lê Văn E,,insider,hold,100,2025-03-10,,,,,,,v',
        'AAA,Lê Văn F,,insider,sell,100,2025-03-10,,50,2025-03-11,1000,900,Đã thực hiện,v',
      ),
    );
    expect(summary.rowsWritten).toBe(3);
    expect(summary.rejections.sort((a, b) => a.row - b.row)).toEqual([
      { row: 4, reason: 'Ngày kết thúc đăng ký 2025-03-01 trước ngày bắt đầu 2025-03-10' },
      { row: 5, reason: 'Trạng thái "Đã thực hiện" nhưng thiếu khối lượng thực hiện' },
      { row: 6, reason: expect.stringMatching(/^Loại giao dịch không hợp lệ: "hold"/) },
    ]);
    expect(summary.notices).toEqual([
      { row: 2, reason: 'Khối lượng thực hiện 1200000 vượt khối lượng đăng ký 1000000' },
      {
        row: 7,
        reason: 'Số cổ phiếu sau giao dịch 900 khác trước giao dịch ± khối lượng thực hiện (950)',
      },
    ]);
    const rows = await handle.db
      .select({
        name: insiderTransactions.personName,
        status: insiderTransactions.status,
        relation: insiderTransactions.relation,
        action: insiderTransactions.action,
      })
      .from(insiderTransactions)
      .orderBy(asc(insiderTransactions.personName));
    expect(rows).toEqual([
      { name: 'Lê Văn F', status: 'done', relation: 'insider', action: 'sell' },
      { name: 'Nguyễn Văn An', status: 'done', relation: 'insider', action: 'buy' },
      { name: 'Trần Thị Bé', status: 'registered', relation: 'related', action: 'sell' },
    ]);
  });
});

describe('ownership-csv: broken files write nothing', () => {
  const cases: [string, string, RegExp][] = [
    [
      'cut off inside the last number',
      'ticker,as_of,holder_kind,pct,source\nAAA,2026-03-31,foreign,4',
      /cắt cụt/,
    ],
    [
      'cut off inside the last row',
      'ticker,as_of,holder_kind,pct,source\nAAA,2026-03-31,foreign,40,v\nAAA,2026-03-31\n',
      /cắt cụt/,
    ],
    ['an open quote', 'ticker,as_of,holder_kind,pct,source\nAAA,2026-03-31,"foreign,40,v\n', /ngoặc kép/],
    ['no kind column', 'ticker,as_of,pct,source\nAAA,2026-03-31,40,v\n', /Không nhận ra loại dữ liệu/],
    [
      'a missing required column',
      'ticker,holder_name,holder_kind,pct,source\nAAA,X,other,40,v\n',
      /cổ đông lớn thiếu cột: as_of/,
    ],
    [
      'a column given twice',
      'ticker,Mã CK,as_of,holder_kind,pct,source\nAAA,AAA,2026-03-31,other,40,v\n',
      /lặp lại/,
    ],
  ];
  it.each(cases)('%s', async (_name, text, reason) => {
    const before = await counts();
    await expect(run(text)).rejects.toThrow(ImportFileError);
    await expect(run(text)).rejects.toThrow(reason);
    expect(await counts()).toEqual(before);
  });
});

describe('ownership-csv registration', () => {
  it('is a registered format that recognises *.ownership.csv and imports from a path', async () => {
    const importer = getImporter(OWNERSHIP_FORMAT);
    expect(importer?.matches('co-cau-2025.ownership.csv')).toBe(true);
    expect(importer?.matches('FPT.csv')).toBe(false);
    const file = path.join(folder, 'holders.ownership.csv');
    writeFileSync(
      file,
      lines('ticker,holder_name,holder_kind,as_of,pct,source', 'BBB,Nhà nước,state,2025-01-01,51,v'),
    );
    const summary = await importer?.importFile(handle.db, file);
    expect(summary?.rowsWritten).toBe(1);
  });
});

import {
  call,
  createTemplate,
  ids,
  list,
  newUser,
  openTemplateDatabase,
  ratio,
  TEMPLATE_CHARTS,
} from './templateFixtures';
import { chartSectionRoute } from '../../charts.handlers';

// Template sections (issue 33): built once on a non-financial ticker, read on a bank, a securities
// company and an insurer, edited from another ticker, turned on and off.

openTemplateDatabase();

describe('a template section on every ticker', () => {
  it('is listed on every ticker with the lines of its company type, and notes for the others', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    expect(made).toMatchObject({ isTemplate: true, symbol: 'FPT', templateNotes: [] });

    const bank = (await list(owner, 'VCB')).find((section) => section.sectionId === made.sectionId);
    expect(bank?.isTemplate).toBe(true);
    expect(ids(bank, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE']);
    // Mapped lines: the bank's balance sheet names them MINORITY_INTEREST and CHARTER_CAPITAL.
    expect(ids(bank, 1)).toEqual([
      'statement:BALANCE_SHEET.MINORITY_INTEREST',
      'statement:BALANCE_SHEET.CHARTER_CAPITAL',
    ]);
    expect(ids(bank, 2)).toEqual(['price:close']);
    expect(JSON.parse(bank?.config ?? '[]')).toEqual(bank?.charts);
    expect(bank?.templateNotes?.map((note) => note.message)).toEqual([
      "Chỉ tiêu 'Doanh thu thuần về bán hàng và cung cấp dịch vụ' không có ở ngân hàng",
      "Chỉ số 'Hệ số thanh toán hiện hành' không có ở ngân hàng",
    ]);
    expect(bank?.templateNotes?.[0]).toMatchObject({
      chartId: made.charts[0]?.chartId,
      metricKey: 'statement:INCOME_STATEMENT.NET_REVENUE',
    });

    for (const symbol of ['SSI', 'BVH', 'HPG']) {
      const other = (await list(owner, symbol)).find((section) => section.sectionId === made.sectionId);
      expect(other?.templateNotes).toEqual([]);
      expect(ids(other, 0)).toEqual(ids(made, 0));
      expect(ids(other, 1)).toEqual(ids(made, 1));
    }
  });

  it('lists the ticker own sections first, then the templates', async () => {
    const owner = newUser();
    const template = await createTemplate(owner);
    const own = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'VCB', sectionName: 'Riêng VCB', config: [] },
    });
    expect(own.status).toBe(201);
    expect((await list(owner, 'VCB')).map((section) => section.sectionName)).toEqual([
      'Riêng VCB',
      template.sectionName,
    ]);
    expect((await list(owner, 'HPG')).map((section) => section.sectionName)).toEqual([template.sectionName]);
  });

  it('is one template: edited on a bank, it changes on every ticker and keeps what the bank hid', async () => {
    const owner = newUser();
    const made = await createTemplate(owner);
    const onBank = (await list(owner, 'VCB')).find((section) => section.sectionId === made.sectionId);
    const [first, ...rest] = onBank?.charts ?? [];
    const edited = await call(chartSectionRoute, owner, {
      method: 'PUT',
      body: {
        sectionId: made.sectionId,
        version: onBank?.version,
        symbol: 'VCB',
        sectionName: 'Mẫu đã sửa',
        config: [{ ...first, metrics: [...(first?.metrics ?? []), ratio('NIM')] }, ...rest],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.symbol).toBe('FPT');
    expect(ids(edited.data, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE', 'ratio:NIM']);

    const onFpt = (await list(owner, 'FPT')).find((section) => section.sectionId === made.sectionId);
    expect(onFpt?.sectionName).toBe('Mẫu đã sửa');
    expect(ids(onFpt, 0)?.sort()).toEqual(
      [
        'statement:INCOME_STATEMENT.NET_PROFIT',
        'ratio:ROE',
        'statement:INCOME_STATEMENT.NET_REVENUE',
        'ratio:CURRENT_RATIO',
      ].sort(),
    );
    expect(onFpt?.templateNotes?.map((note) => note.message)).toEqual([
      "Chỉ số 'Biên lãi thuần (NIM)' không có ở doanh nghiệp phi tài chính",
    ]);
    // The bank's lines saved from the bank read back as the non-financial lines on FPT.
    expect(ids(onFpt, 1)).toEqual(ids(made, 1));
  });

  it('turns a ticker section into a template, and a template back into a section of the page ticker', async () => {
    const owner = newUser();
    const section = await call(chartSectionRoute, owner, {
      method: 'POST',
      body: { symbol: 'FPT', sectionName: 'Của FPT', config: TEMPLATE_CHARTS },
    });
    expect(section.data.isTemplate).toBe(false);
    expect(await list(owner, 'VCB')).toEqual([]);
    const marked = await call(chartSectionRoute, owner, {
      method: 'PUT',
      body: {
        sectionId: section.data.sectionId,
        version: section.data.version,
        isTemplate: true,
        symbol: 'FPT',
      },
    });
    expect(marked.status).toBe(200);
    expect(marked.data.isTemplate).toBe(true);
    expect((await list(owner, 'VCB')).map((item) => item.sectionName)).toEqual(['Của FPT']);

    const back = await call(chartSectionRoute, owner, {
      method: 'PUT',
      body: {
        sectionId: section.data.sectionId,
        version: marked.data.version,
        isTemplate: false,
        symbol: 'VCB',
      },
    });
    expect(back.status).toBe(200);
    expect(back.data).toMatchObject({ isTemplate: false, symbol: 'VCB' });
    expect(ids(back.data, 0)).toEqual(['statement:INCOME_STATEMENT.NET_PROFIT', 'ratio:ROE']);
    expect(await list(owner, 'FPT')).toEqual([]);
  });
});

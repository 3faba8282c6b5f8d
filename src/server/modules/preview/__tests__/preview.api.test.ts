import { dailyPrices } from '../../../db/schema';
import { API_ROUTES } from '../../../web/apiRoutes';
import { PREVIEW_IMAGE_SIZE } from '@/common/seo/pageSeo';
import { companyPreviewRoute, macroPreviewRoute, sitePreviewRoute } from '../preview.handlers';
import { previewRenderCount } from '../preview.render';
import { getImage, pngInfo, previewDatabaseForFile } from './fixtures';

const database = previewDatabaseForFile();

function expectPreviewPng(answer: Awaited<ReturnType<typeof getImage>>) {
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('image/png');
  expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(pngInfo(answer.bytes)).toEqual({ isPng: true, ...PREVIEW_IMAGE_SIZE });
  expect(answer.headers['content-length']).toBe(answer.bytes.length);
}

describe('link preview images (og:image)', () => {
  it('are registered in the one API registry', () => {
    expect(API_ROUTES['/api/og/company/[file]']).toBe(companyPreviewRoute);
    expect(API_ROUTES['/api/og/macro/[group]/[file]']).toBe(macroPreviewRoute);
    expect(API_ROUTES['/api/og/site.png']).toBe(sitePreviewRoute);
  });

  it('draws a 1200x630 PNG for a listed company, whatever the case of its ticker', async () => {
    expectPreviewPng(await getImage(companyPreviewRoute, { file: 'OVA.png' }));
    expectPreviewPng(await getImage(companyPreviewRoute, { file: 'ova.png' }));
  }, 30_000);

  it('draws a company without prices or statements too', async () => {
    expectPreviewPng(await getImage(companyPreviewRoute, { file: 'LONE.png' }));
  }, 30_000);

  it('answers 404 with a Vietnamese message for an unknown ticker', async () => {
    const answer = await getImage(companyPreviewRoute, { file: 'NOPE.png' });
    expect(answer.status).toBe(404);
    expect(answer.json?.message).toContain('Không tìm thấy mã chứng khoán NOPE');
  });

  it('refuses a name that is not a ticker with .png', async () => {
    expect((await getImage(companyPreviewRoute, { file: 'OVA.jpg' })).status).toBe(400);
    expect((await getImage(companyPreviewRoute, { file: '../x.png' })).status).toBe(400);
  });

  it('draws a card once per content: a repeat is served from memory, a new close draws again', async () => {
    const first = await getImage(companyPreviewRoute, { file: 'OVA.png' });
    const drawn = previewRenderCount();
    const again = await getImage(companyPreviewRoute, { file: 'OVA.png' });
    expect(previewRenderCount()).toBe(drawn);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);

    await database.db.insert(dailyPrices).values({
      ticker: 'OVA',
      date: '2030-01-02',
      open: 1,
      high: 1,
      low: 1,
      close: 12_345,
      volume: 1,
      adjRatio: 1,
      source: 'test',
    });
    const afterImport = await getImage(companyPreviewRoute, { file: 'OVA.png' });
    expect(previewRenderCount()).toBe(drawn + 1);
    expect(afterImport.headers.etag).not.toBe(first.headers.etag);
  }, 30_000);

  it('answers 304 Not Modified to a previewer that has the same card', async () => {
    const first = await getImage(companyPreviewRoute, { file: 'OVB.png' });
    const etag = String(first.headers.etag);
    const revalidated = await getImage(companyPreviewRoute, { file: 'OVB.png' }, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
  }, 30_000);

  it('draws a macro indicator of the Vietnamese menu and of a custom group', async () => {
    expectPreviewPng(await getImage(macroPreviewRoute, { group: 'cpi', file: 'cpi.png' }));
    expectPreviewPng(await getImage(macroPreviewRoute, { group: 'gdp', file: 'real.png' }));
    expectPreviewPng(await getImage(macroPreviewRoute, { group: 'commodity', file: 'gold-t.png' }));
  }, 30_000);

  it('draws a paid indicator without its figures', async () => {
    expectPreviewPng(
      await getImage(macroPreviewRoute, { group: 'export-import', file: 'goods-exports.png' }),
    );
  }, 30_000);

  it('answers 404 for an address that names no indicator', async () => {
    const unknownChild = await getImage(macroPreviewRoute, { group: 'cpi', file: 'nope.png' });
    expect(unknownChild.status).toBe(404);
    expect(unknownChild.json?.message).toBe('Không tìm thấy chỉ tiêu vĩ mô.');
    // A custom group's address whose indicator belongs to another group.
    expect((await getImage(macroPreviewRoute, { group: 'us', file: 'gold-t.png' })).status).toBe(404);
  });

  it('draws the site card for pages without their own', async () => {
    expectPreviewPng(await getImage(sitePreviewRoute, {}));
  }, 30_000);
});

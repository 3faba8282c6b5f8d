import type { Locator, Page } from 'playwright-core';

/**
 * A drawn chart: at least one Highcharts series path, and a screenshot of the chart that is not one
 * flat colour (more than five distinct colours among sampled pixels).
 */
export async function expectChartDrawn(page: Page, chart: Locator): Promise<void> {
  // Attached, not visible: a flat line or a 0% slice has an empty box; the pixels below decide.
  await chart
    .locator('.highcharts-series-group .highcharts-series path')
    .first()
    .waitFor({ state: 'attached' });
  await page.waitForTimeout(800);
  const image = await chart.screenshot();
  const colours = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const seen = new Set<number>();
    for (let index = 0; index < data.length && seen.size < 50; index += 4 * 7) {
      seen.add(((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0));
    }
    return seen.size;
  }, image.toString('base64'));
  expect(colours).toBeGreaterThan(5);
}

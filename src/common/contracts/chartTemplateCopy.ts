import { z } from 'zod';
import type { ChartSection } from './charts';
import { tickerSchema } from './common';

/**
 * POST /api/enterprise/chart-section/default/copy: copies one ready-made section of the company's
 * type (GET /api/enterprise/chart-section/default) into the caller's own sections of the ticker
 * (an account's, or a guest browser's device template). A plan that allows fewer charts per section
 * than the template holds gets the first ones; the answer names the charts left out, and its
 * message says so in Vietnamese (null when nothing was left out).
 */
export const chartTemplateCopyBody = z.object({
  symbol: tickerSchema,
  sectionKey: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,60}$/, 'Mẫu biểu đồ không hợp lệ'),
});
export type ChartTemplateCopyBody = z.infer<typeof chartTemplateCopyBody>;

export interface LeftOutChart {
  chartId: string;
  chartName: string;
}

export interface ChartTemplateCopyResponse {
  section: ChartSection;
  leftOut: LeftOutChart[];
  message: string | null;
}

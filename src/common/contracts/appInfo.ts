import { z } from 'zod';

/** GET /api/app-info */
export const appInfoSchema = z.object({
  demoData: z.boolean(),
  seedVersion: z.string().nullable(),
  seededAt: z.string().nullable(),
});

export type AppInfo = z.infer<typeof appInfoSchema>;

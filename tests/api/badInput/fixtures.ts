/** The database rows tests/api/badInput.test.ts needs: accounts, an order, news, a chart section... */
import { hashSync } from '@node-rs/bcrypt';
import { permissionsForRole } from '@/common/access/accessTable';
import { DEEP_DATA_INDUSTRIES } from '@/common/constants/permissions';
import type { DatabaseHandle } from '@/server/db/client';
import { chartSections, discountCodes, documents, news, orders, userDevices } from '@/server/db/schema';
import type { AuthUser } from '@/server/core/authUser';
import { seedMacroFixtures } from '@/server/modules/macro/__tests__/fixtures';
import { seedRatioFixtures } from '@/server/modules/ratios/__tests__/fixtures';
import { createUser } from '../../helpers/accounts';
import type { NamedCandidates } from './examples';

export const DEVICE_ID = 'device-test-0001';
const ADMIN_PASSWORD = 'Secret-pass-1';

/**
 * Seeds the rows and adds their ids to `named` (the values exampleInput picks for parameters by
 * name); answers the administrator the token verifier signs in.
 */
export async function seed(
  db: DatabaseHandle['db'],
  named: Record<string, readonly unknown[]>,
): Promise<AuthUser> {
  await seedRatioFixtures(db);
  const macro = await seedMacroFixtures(db);
  // bcrypt cost 4 for this fixture only: the login cases compare the password hundreds of times.
  const admin = await createUser(db, {
    email: 'admin@example.vn',
    password: null,
    passwordHash: hashSync(ADMIN_PASSWORD, 4),
    isAdmin: true,
  });
  const member = await createUser(db, { email: 'member@example.vn', password: null });
  await db.insert(userDevices).values({ userId: member.id, deviceId: DEVICE_ID, name: 'Máy thử' });
  const [order] = await db
    .insert(orders)
    .values({
      orderCode: 'ORDERTEST0001',
      userId: member.id,
      plan: 'PRO',
      months: 1,
      method: 'BANK',
      listAmount: 100_000,
      amount: 100_000,
    })
    .returning();
  const [discount] = await db
    .insert(discountCodes)
    .values({ code: 'GIAM10', discountType: 0, value: 10 })
    .returning();
  const [item] = await db
    .insert(news)
    .values({
      ticker: 'AAA',
      title: 'Tin thử',
      source: 'Kiểm thử',
      publishedAt: new Date('2024-06-01T03:00:00Z'),
    })
    .returning();
  const [document] = await db
    .insert(documents)
    .values({
      ticker: 'AAA',
      kind: 'annual_report',
      title: 'Báo cáo thường niên',
      year: 2024,
      fileUrl: 'https://example.vn/bao-cao.pdf',
      publishedAt: new Date('2024-06-01T03:00:00Z'),
    })
    .returning();
  const [section] = await db
    .insert(chartSections)
    .values({
      ownerKey: `user:${String(admin.id)}`,
      symbol: 'AAA',
      sectionName: 'Mục thử',
      shareToken: 'sharetokenbadinput0001',
    })
    .returning();
  if (!order || !discount || !item || !document || !section) throw new Error('fixtures not inserted');

  const itemId = macro.items.CPI ?? 0;
  const seriesId = macro.series.CPI_TOTAL ?? 0;
  Object.assign(named, {
    // Path ids: the seeded rows (news, document and discount are each their table's first row).
    id: [item.id, document.id, discount.id],
    userId: [member.id],
    orderCode: [order.orderCode],
    sectionId: [section.id],
    sectionIds: [[section.id]],
    version: [1],
    token: [section.shareToken],
    code: ['GIAM10'],
    macroItemId: [itemId],
    seriesId: [seriesId],
    nameId: [seriesId],
    extendID: [`${String(itemId)}-${String(seriesId)}-month-value`],
    accountId: ['ratio:ROE'],
    metrics: ['ROE', 'statement:NET_REVENUE', ['ROE']],
    industry: [DEEP_DATA_INDUSTRIES[0]],
  } satisfies NamedCandidates);
  return {
    id: admin.id,
    email: admin.email,
    isAdmin: true,
    permissions: permissionsForRole('admin'),
    deviceId: DEVICE_ID,
  };
}

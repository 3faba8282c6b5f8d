import type { Plan } from '@/common/constants/plans';
import type { Quote } from '@/common/contracts/payments';
import { vietnamDate } from '../../../auth/plan';
import { orders } from '../../../db/schema';
import { quoteOrder } from '../discounts';
import { quoteRoute } from '../payments.handlers';
import { confirmBankOrder, createBankOrder } from '../payments.service';
import { addDays, addMonths } from '../planGrant';
import { callAs, newUser, orderOf, startPaymentKit, userOf, type PaymentKit } from './paymentTestKit';

/**
 * Buying while a plan is active (docs/PAYMENTS.md "Buying while a plan is active"), on a fixed clock:
 * 10:00 on 2026-03-11 in Vietnam. Every amount below is computed by hand in the comments.
 */
const NOW = new Date('2026-03-11T03:00:00Z');

let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
});

afterAll(async () => {
  await kit.close();
});

/** A paid order of a plan, as an earlier purchase left it. */
async function paidOrder(
  userId: number,
  plan: Plan,
  months: number,
  listAmount: number,
  period: { startsOn: string | null; expiryAfter: string },
  discountAmount = 0,
) {
  await kit.handle.db.insert(orders).values({
    orderCode: `VNFTEST${String(userId)}${plan}`,
    userId,
    plan,
    months,
    method: 'BANK',
    listAmount,
    discountAmount,
    amount: listAmount - discountAmount,
    status: 'paid',
    grantedAt: new Date('2026-03-01T03:00:00Z'),
    startsOn: period.startsOn,
    expiryAfter: period.expiryAfter,
  });
}

describe('purchase rules (fixed clock 2026-03-11)', () => {
  it('new: no active plan, the plan starts today at its list price', async () => {
    const user = await newUser(kit.handle);
    const quote = await quoteOrder(kit.handle.db, { plan: 'PRO', months: 1, userId: user.id }, NOW);
    expect(quote).toMatchObject({
      rule: 'new',
      creditAmount: 0,
      amount: 399_000,
      startsOn: '2026-03-11',
      lastDay: '2026-04-10',
    });
  });

  it('extend: the same plan continues after its last day, at its list price', async () => {
    const user = await newUser(kit.handle, { expiredDayPro: '2026-03-31' });
    const quote = await quoteOrder(kit.handle.db, { plan: 'PRO', months: 3, userId: user.id }, NOW);
    expect(quote).toMatchObject({
      rule: 'extend',
      activePlan: { plan: 'PRO', lastDay: '2026-03-31' },
      creditAmount: 0,
      amount: 1_099_000,
      startsOn: '2026-04-01',
      lastDay: '2026-06-30',
    });
  });

  it('upgrade: the unused days of the lower plan come off the price, and the grant applies it', async () => {
    // BASIC 1 month paid 199,000 for 2026-03-01..2026-03-31 (31 days). Unused on 2026-03-11, today
    // included: 11..31 = 21 days. Credit = floor(199,000 x 21 / 31) = floor(134,806.45) = 134,806.
    // PRO 1 month: 399,000 - 134,806 = 264,194.
    const user = await newUser(kit.handle, { expiredDayBasic: '2026-03-31' });
    await paidOrder(user.id, 'BASIC', 1, 199_000, { startsOn: '2026-03-01', expiryAfter: '2026-03-31' });
    const quote = await quoteOrder(kit.handle.db, { plan: 'PRO', months: 1, userId: user.id }, NOW);
    expect(quote).toMatchObject({
      rule: 'upgrade',
      activePlan: { plan: 'BASIC', lastDay: '2026-03-31' },
      credits: [{ plan: 'BASIC', lastDay: '2026-03-31', days: 21, amount: 134_806 }],
      creditAmount: 134_806,
      listAmount: 399_000,
      amount: 264_194,
      startsOn: '2026-03-11',
      lastDay: '2026-04-10',
    });

    const created = await createBankOrder(
      kit.handle.db,
      user.id,
      { plan: 'PRO', months: 1, method: 'BANK' },
      NOW,
    );
    expect(created.amount).toBe(264_194);
    const pending = await orderOf(kit.handle, created.orderCode);
    expect(pending).toMatchObject({ purchaseRule: 'upgrade', creditAmount: 134_806, amount: 264_194 });

    const confirmed = await confirmBankOrder(kit.handle.db, created.orderCode, user.id, NOW);
    expect(confirmed.order).toMatchObject({
      purchaseRule: 'upgrade',
      creditAmount: 134_806,
      expiryAfter: '2026-04-10',
    });
    const after = await userOf(kit.handle, user.id);
    // The credited BASIC days are no longer running: BASIC ended yesterday, PRO runs from today.
    expect(after.expiredDayBasic).toBe('2026-03-10');
    expect(after.expiredDayPro).toBe('2026-04-10');
    expect((await orderOf(kit.handle, created.orderCode)).startsOn).toBe('2026-03-11');
  });

  it('upgrade: the credit is what was paid (a discount lowers it), for orders from before the rule too', async () => {
    // PRO 12 months, list 3,599,000 less a 599,000 discount = 3,000,000 paid, for 2026-03-01..2027-02-28
    // (365 days; an older order without its first day: 12 months back from 2027-03-01). Unused on
    // 2026-03-11: 2026-03-11..2027-02-28 = 355 days. Credit = floor(3,000,000 x 355 / 365)
    // = floor(2,917,808.2) = 2,917,808. PREMIUM 12 months: 6,999,000 - 2,917,808 = 4,081,192.
    const user = await newUser(kit.handle, { expiredDayPro: '2027-02-28' });
    await paidOrder(user.id, 'PRO', 12, 3_599_000, { startsOn: null, expiryAfter: '2027-02-28' }, 599_000);
    const quote = await quoteOrder(kit.handle.db, { plan: 'PREMIUM', months: 12, userId: user.id }, NOW);
    expect(quote).toMatchObject({ rule: 'upgrade', creditAmount: 2_917_808, amount: 4_081_192 });
    expect(quote.credits).toEqual([{ plan: 'PRO', lastDay: '2027-02-28', days: 355, amount: 2_917_808 }]);
  });

  it('upgrade: a credit larger than the new price asks for a longer duration', async () => {
    // The same 2,917,808 credit against PREMIUM 1 month (799,000).
    const user = await newUser(kit.handle, { expiredDayPro: '2027-02-28' });
    await paidOrder(user.id, 'PRO', 12, 3_599_000, { startsOn: null, expiryAfter: '2027-02-28' }, 599_000);
    await expect(
      quoteOrder(kit.handle.db, { plan: 'PREMIUM', months: 1, userId: user.id }, NOW),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'Phần chưa dùng của gói hiện tại trị giá 2,917,808 đ, nhiều hơn số tiền gói Cao cấp 1 tháng. ' +
        'Vui lòng chọn thời hạn dài hơn.',
    });
  });

  it('upgrade: days no paid order covers (granted by hand) carry no credit', async () => {
    const user = await newUser(kit.handle, { expiredDayBasic: '2026-03-20' });
    const quote = await quoteOrder(kit.handle.db, { plan: 'PRO', months: 1, userId: user.id }, NOW);
    expect(quote).toMatchObject({
      rule: 'upgrade',
      credits: [{ plan: 'BASIC', lastDay: '2026-03-20', days: 10, amount: 0 }],
      creditAmount: 0,
      amount: 399_000,
    });
  });

  it('a lower plan while a higher one is active is refused with the day it can start', async () => {
    const user = await newUser(kit.handle, { expiredDayPremium: '2026-05-20' });
    await expect(
      quoteOrder(kit.handle.db, { plan: 'BASIC', months: 1, userId: user.id }, NOW),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'Gói Cao cấp của bạn còn hiệu lực đến hết ngày 2026-05-20 và đã gồm mọi quyền của gói Cơ bản. ' +
        'Bạn có thể mua gói Cơ bản từ ngày 2026-05-21, hoặc gia hạn gói Cao cấp.',
    });
    await expect(
      createBankOrder(kit.handle.db, user.id, { plan: 'BASIC', months: 1, method: 'BANK' }, NOW),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('POST /api/order/quote with the purchase rule', () => {
  it("quotes a signed-in buyer's upgrade with the credit, and a guest's as new", async () => {
    // BASIC 1 month bought today: every day of it is unused, so the whole 199,000 is credited and
    // PRO 1 month costs 399,000 - 199,000 = 200,000 whatever the date.
    const today = vietnamDate(new Date());
    const lastDay = addDays(addMonths(today, 1), -1);
    const user = await newUser(kit.handle, { expiredDayBasic: lastDay });
    await paidOrder(user.id, 'BASIC', 1, 199_000, { startsOn: today, expiryAfter: lastDay });
    const signedIn = await callAs<Quote>(quoteRoute, user.id, { body: { plan: 'PRO', months: 1 } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toMatchObject({ rule: 'upgrade', creditAmount: 199_000, amount: 200_000 });
    const guest = await callAs<Quote>(quoteRoute, null, { body: { plan: 'PRO', months: 1 } });
    expect(guest.data).toMatchObject({ rule: 'new', creditAmount: 0, amount: 399_000 });
  });
});

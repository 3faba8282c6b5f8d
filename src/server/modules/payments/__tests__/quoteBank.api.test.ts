import { eq } from 'drizzle-orm';
import { DiscountType } from '@/common/constants/plans';
import { PAYMENT_MESSAGES, type CreatedOrder, type OrderView, type Quote } from '@/common/contracts/payments';
import { discountCodes } from '../../../db/schema';
import { checkPlanRoute } from '../../accounts/accounts.handlers';
import { vietnamDate } from '../../../auth/plan';
import { createBankRoute, myOrdersRoute, orderRoute, quoteRoute } from '../payments.handlers';
import { confirmBankOrder } from '../payments.service';
import { extendedExpiry } from '../planGrant';
import {
  addDiscount,
  callAs,
  eventsOf,
  newUser,
  orderOf,
  startPaymentKit,
  userOf,
  type PaymentKit,
} from './paymentTestKit';

let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
  const day = 24 * 60 * 60 * 1000;
  await addDiscount(kit.handle, { code: 'GIAM15', discountType: DiscountType.PERCENT, value: 15 });
  await addDiscount(kit.handle, { code: 'BOT50K', discountType: DiscountType.AMOUNT, value: 50_000 });
  await addDiscount(kit.handle, {
    code: 'HETHAN',
    discountType: DiscountType.PERCENT,
    value: 10,
    validTo: new Date(Date.now() - day),
  });
  await addDiscount(kit.handle, {
    code: 'SAPTOI',
    discountType: DiscountType.PERCENT,
    value: 10,
    validFrom: new Date(Date.now() + day),
  });
  await addDiscount(kit.handle, {
    code: 'TAMNGUNG',
    discountType: DiscountType.PERCENT,
    value: 10,
    active: false,
  });
  await addDiscount(kit.handle, {
    code: 'HETLUOT',
    discountType: DiscountType.PERCENT,
    value: 10,
    maxUses: 2,
    usedCount: 2,
  });
  await addDiscount(kit.handle, {
    code: 'CHIPREMIUM',
    discountType: DiscountType.PERCENT,
    value: 10,
    plans: ['PREMIUM'],
  });
  await addDiscount(kit.handle, {
    code: 'FREE100',
    discountType: DiscountType.PERCENT,
    value: 100,
    maxUses: 1,
  });
});

afterAll(async () => {
  await kit.close();
});

describe('POST /api/order/quote', () => {
  it('prices a plan without a code, signed in or not', async () => {
    const result = await callAs<Quote>(quoteRoute, null, { body: { plan: 'PRO', months: 3 } });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      plan: 'PRO',
      months: 3,
      listAmount: 1_099_000,
      discountCode: null,
      discountAmount: 0,
      amount: 1_099_000,
      methods: ['BANK', 'MOMO', 'VNPAY', 'VISA'],
      // A guest's quote: the plan starts today (purchaseRule.api.test.ts has the other rules).
      rule: 'new',
      activePlan: null,
      credits: [],
      creditAmount: 0,
      startsOn: vietnamDate(new Date()),
      lastDay: extendedExpiry(null, 3, vietnamDate(new Date())),
    });
  });

  it('applies PERCENT and AMOUNT codes (case-insensitive input)', async () => {
    const percent = await callAs<Quote>(quoteRoute, null, {
      body: { plan: 'PRO', months: 3, discountCode: ' giam15 ' },
    });
    expect(percent.data).toMatchObject({ discountCode: 'GIAM15', discountAmount: 164_850, amount: 934_150 });
    const amount = await callAs<Quote>(quoteRoute, null, {
      body: { plan: 'BASIC', months: 1, discountCode: 'BOT50K' },
    });
    expect(amount.data).toMatchObject({ discountAmount: 50_000, amount: 149_000 });
  });

  it('keeps MoMo’s 1,000 VND minimum when the method says MoMo', async () => {
    const free = await callAs<Quote>(quoteRoute, null, {
      body: { plan: 'BASIC', months: 1, discountCode: 'FREE100' },
    });
    expect(free.data.amount).toBe(0);
    const momo = await callAs<Quote>(quoteRoute, null, {
      body: { plan: 'BASIC', months: 1, discountCode: 'FREE100', method: 'MOMO' },
    });
    expect(momo.data).toMatchObject({ amount: 1_000, discountAmount: 198_000 });
  });

  it.each([
    ['HETHAN', PAYMENT_MESSAGES.discountUnknown],
    ['SAPTOI', PAYMENT_MESSAGES.discountUnknown],
    ['TAMNGUNG', PAYMENT_MESSAGES.discountUnknown],
    ['KHONGCO', PAYMENT_MESSAGES.discountUnknown],
    ['HETLUOT', PAYMENT_MESSAGES.discountUsedUp],
    ['CHIPREMIUM', PAYMENT_MESSAGES.discountNotForPlan],
  ])('refuses code %s with 400 and its message', async (code, message) => {
    const result = await callAs(quoteRoute, null, { body: { plan: 'PRO', months: 1, discountCode: code } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });

  it('refuses a duration that is not sold', async () => {
    const result = await callAs(quoteRoute, null, { body: { plan: 'PRO', months: 2 } });
    expect(result.status).toBe(400);
  });
});

describe('bank transfer orders', () => {
  it('needs a signed-in user', async () => {
    const result = await callAs(createBankRoute, null, { body: { plan: 'PRO', months: 1 } });
    expect(result.status).toBe(401);
  });

  it('creates a pending order with the bank details, then an administrator grants it exactly once', async () => {
    const user = await newUser(kit.handle);
    const admin = await newUser(kit.handle, { isAdmin: true });
    const created = await callAs<CreatedOrder>(createBankRoute, user.id, {
      body: { plan: 'PRO', months: 1, discountCode: 'FREE100' },
    });
    expect(created.status).toBe(200);
    expect(created.data.orderCode).toMatch(/^VNF\d+$/);
    expect(created.data.bankTransfer).toMatchObject({ content: created.data.orderCode });
    expect(created.data.bankTransfer?.accountNumber).toBeTruthy();
    expect(created.data.amount).toBe(0);
    expect((await orderOf(kit.handle, created.data.orderCode)).status).toBe('pending');

    const results = await Promise.all([
      confirmBankOrder(kit.handle.db, created.data.orderCode, admin.id),
      confirmBankOrder(kit.handle.db, created.data.orderCode, admin.id),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['duplicate', 'granted']);
    const expected = extendedExpiry(null, 1, vietnamDate(new Date()));
    expect((await userOf(kit.handle, user.id)).expiredDayPro).toBe(expected);
    const order = await orderOf(kit.handle, created.data.orderCode);
    expect(order).toMatchObject({ status: 'paid', confirmedBy: admin.id, expiryAfter: expected });
    const events = await eventsOf(kit.handle, created.data.orderCode);
    expect(events.map((event) => [event.provider, event.outcome]).sort()).toEqual([
      ['BANK', 'duplicate'],
      ['BANK', 'granted'],
    ]);
    const code = await kit.handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'FREE100'));
    expect(code[0]?.usedCount).toBe(1);

    const plan = await callAs<{ plan: string }>(checkPlanRoute, user.id);
    expect(plan.data.plan).toBe('PRO');
  });

  it('shows an order to its owner and administrators only, and lists the owner’s orders', async () => {
    const owner = await newUser(kit.handle);
    const stranger = await newUser(kit.handle);
    const admin = await newUser(kit.handle, { isAdmin: true });
    const created = await callAs<CreatedOrder>(createBankRoute, owner.id, {
      body: { plan: 'PREMIUM', months: 12 },
    });
    const orderCode = created.data.orderCode;
    const mine = await callAs<OrderView>(orderRoute, owner.id, { method: 'GET', query: { orderCode } });
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({
      orderCode,
      plan: 'PREMIUM',
      months: 12,
      method: 'BANK',
      listAmount: 6_999_000,
      amount: 6_999_000,
      status: 'pending',
      paidAt: null,
    });
    const other = await callAs(orderRoute, stranger.id, { method: 'GET', query: { orderCode } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(PAYMENT_MESSAGES.orderUnknown);
    const byAdmin = await callAs<OrderView>(orderRoute, admin.id, {
      method: 'GET',
      query: { orderCode },
      admin: true,
    });
    expect(byAdmin.status).toBe(200);

    const list = await callAs<OrderView[]>(myOrdersRoute, owner.id, { method: 'GET' });
    expect(list.data.map((order) => order.orderCode)).toEqual([orderCode]);
    expect((await callAs<OrderView[]>(myOrdersRoute, stranger.id, { method: 'GET' })).data).toEqual([]);
  });

  it('refuses to confirm a non-bank or unknown order', async () => {
    await expect(confirmBankOrder(kit.handle.db, 'VNF000000', 1)).rejects.toMatchObject({ status: 404 });
  });
});

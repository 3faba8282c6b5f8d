import { DiscountType } from '@/common/constants/plans';
import { PAYMENT_MESSAGES } from '@/common/contracts/payments';
import { callAccount } from '../../../../../tests/helpers/accounts';
import { QUOTE_CODE_LIMITS } from '../discounts';
import { quoteRoute } from '../payments.handlers';
import { addDiscount, newUser, startPaymentKit, type PaymentKit } from './paymentTestKit';

/**
 * POST /api/order/quote tells an unknown code from one for another plan or one used up. Code
 * lookups are therefore counted per client address, and per account when signed in.
 */

let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
  await addDiscount(kit.handle, {
    code: 'CHIPRO',
    discountType: DiscountType.PERCENT,
    value: 10,
    plans: ['PRO'],
    active: true,
  });
});

afterAll(async () => {
  await kit.close();
});

function quote(body: Record<string, unknown>, from: { ip: string; userId?: number }) {
  return callAccount<{ amount: number }>(quoteRoute, {
    method: 'POST',
    body,
    ip: from.ip,
    token: from.userId === undefined ? undefined : `user-${String(from.userId)}`,
  });
}

describe('discount code lookups are limited', () => {
  it('per address for anonymous callers: 429 in Vietnamese once over, plain prices still answered', async () => {
    const ip = '198.51.100.7';
    const { limit } = QUOTE_CODE_LIMITS.address;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const guess = await quote({ plan: 'PRO', months: 1, discountCode: `DOAN${String(attempt)}` }, { ip });
      expect(guess.status).toBe(400);
      expect(guess.body.message).toBe(PAYMENT_MESSAGES.discountUnknown);
    }
    const blocked = await quote({ plan: 'BASIC', months: 1, discountCode: 'CHIPRO' }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(blocked.body.message).toMatch(/^Bạn thao tác quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);

    expect((await quote({ plan: 'PRO', months: 1 }, { ip })).status).toBe(200);
    const elsewhere = await quote({ plan: 'PRO', months: 1, discountCode: 'CHIPRO' }, { ip: '198.51.100.8' });
    expect(elsewhere.status).toBe(200);
  });

  it('per account when signed in, whatever the address', async () => {
    const user = await newUser(kit.handle);
    const { limit } = QUOTE_CODE_LIMITS.account;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const ip = `203.0.113.${String(attempt % 200)}`;
      const answer = await quote({ plan: 'PRO', months: 1, discountCode: 'CHIPRO' }, { ip, userId: user.id });
      expect(answer.status).toBe(200);
    }
    const blocked = await quote(
      { plan: 'PRO', months: 1, discountCode: 'CHIPRO' },
      { ip: '192.0.2.99', userId: user.id },
    );
    expect(blocked.status).toBe(429);
  });
});

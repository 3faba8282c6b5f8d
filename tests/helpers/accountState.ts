import type { AccountUser, PlanType } from '@/common/contracts/account';
import { initialAccountState } from '@/features/account/accountSlice';

/** A signed-in user of a plan (null: a free account) for component tests. */
export function testUser(planType: PlanType | null, isAdmin = false): AccountUser {
  return {
    id: 7,
    email: 'a@example.vn',
    name: 'Nguyễn Văn A',
    phone: null,
    isAdmin,
    isLogByGoogle: false,
    isLogByFacebook: false,
    faceBookId: null,
    birthDate: null,
    avatarPath: null,
    isHavePassword: true,
    usedExperience: false,
    expiredDayBasic: null,
    expiredDayPro: null,
    expiredDayPremium: null,
    roleExpiration: [],
    planType,
    isExpired: planType === null,
    permissions: [],
    profileVersion: 1,
  };
}

/** The preloaded account state of a settled page load: a guest, a free account or a plan. */
export function accountState(planType: PlanType | null | 'guest') {
  return {
    account: {
      ...initialAccountState,
      isCheckExpireDone: true,
      isLogin: planType !== 'guest',
      user: planType === 'guest' ? null : testUser(planType),
    },
  };
}

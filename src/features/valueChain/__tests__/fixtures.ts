import type { AccountUser, PlanType } from '@/common/contracts/account';
import type { ValueChainResponse } from '@/common/contracts/companyPages';
import { initialAccountState } from '@/features/account/accountSlice';

export function valueChainFixture(extra: Partial<ValueChainResponse> = {}): ValueChainResponse {
  return {
    ticker: 'HPG',
    name: 'Công ty Cổ phần Tập đoàn Hòa Phát',
    industry: 'Thép và sản phẩm thép',
    nodes: [
      {
        relation: 'upstream',
        ticker: null,
        name: 'Quặng sắt nhập khẩu (Úc, Brazil)',
        note: 'Nguyên liệu chính của lò cao',
        exchange: null,
      },
      { relation: 'upstream', ticker: null, name: 'Than mỡ luyện cốc', note: null, exchange: null },
      {
        relation: 'downstream',
        ticker: 'CTD',
        name: 'Công ty Cổ phần Xây dựng Coteccons',
        note: 'Mua thép xây dựng',
        exchange: 'HOSE',
      },
      {
        relation: 'downstream',
        ticker: 'VHM',
        name: 'Công ty Cổ phần Vinhomes',
        note: null,
        exchange: 'HOSE',
      },
      {
        relation: 'peer',
        ticker: 'HSG',
        name: 'Công ty Cổ phần Tập đoàn Hoa Sen',
        note: null,
        exchange: 'HOSE',
      },
      { relation: 'peer', ticker: 'NKG', name: 'Công ty Cổ phần Thép Nam Kim', note: null, exchange: 'HOSE' },
    ],
    ...extra,
  };
}

function user(planType: PlanType | null): AccountUser {
  return {
    id: 7,
    email: 'a@example.vn',
    name: 'Nguyễn Văn A',
    phone: null,
    isAdmin: false,
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
  };
}

/** The account state of a settled page load: a guest, a free account (null) or a plan. */
export function account(planType: PlanType | null | 'guest') {
  return {
    account: {
      ...initialAccountState,
      isCheckExpireDone: true,
      isLogin: planType !== 'guest',
      user: planType === 'guest' ? null : user(planType),
    },
  };
}

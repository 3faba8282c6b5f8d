import type { ValueChainResponse } from '@/common/contracts/companyPages';
import { accountState } from '../../../../tests/helpers/accountState';

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

/** The account state of a settled page load (tests/helpers/accountState.ts). */
export const account = accountState;

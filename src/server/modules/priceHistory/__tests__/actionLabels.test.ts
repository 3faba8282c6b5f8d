import { actionLabel } from '../actionLabels';

describe('actionLabel', () => {
  it('writes each kind as Vietnamese boards do, in the spec’s number format', () => {
    expect(actionLabel({ kind: 'stock_dividend', ratio: 1.2, cashPerShare: null })).toBe(
      'Cổ tức bằng cổ phiếu, tỷ lệ 100:20',
    );
    expect(actionLabel({ kind: 'bonus_issue', ratio: 1.1536869, cashPerShare: null })).toBe(
      'Cổ phiếu thưởng, tỷ lệ 100:15.37',
    );
    expect(actionLabel({ kind: 'split', ratio: 2, cashPerShare: null })).toBe(
      'Chia tách cổ phiếu, tỷ lệ 1:2',
    );
    expect(actionLabel({ kind: 'cash_dividend', ratio: null, cashPerShare: 1500 })).toBe(
      'Cổ tức bằng tiền, 1,500 đồng/cp',
    );
    expect(actionLabel({ kind: 'rights_issue', ratio: 1.5, cashPerShare: 10_000 })).toBe(
      'Phát hành quyền mua, tỷ lệ 100:50, giá 10,000 đồng/cp',
    );
    expect(actionLabel({ kind: 'share_issue', ratio: null, cashPerShare: null })).toBe(
      'Phát hành thêm cổ phiếu',
    );
    expect(actionLabel({ kind: 'split', ratio: 10, cashPerShare: null })).toBe(
      'Chia tách cổ phiếu, tỷ lệ 1:10',
    );
  });
});

import { PERMISSION_CODES, type PermissionCode } from '../../constants/permissions';
import {
  ACCESS_ROLES,
  ACCESS_RULES,
  accessFor,
  levelFor,
  lockedMessage,
  minimumPlanFor,
  PERMISSION_LABELS,
  permissionsForRole,
  roleFromPermissions,
  roleOf,
  upgradeHref,
} from '../accessTable';
import { ACCESS_PACKAGES, PACKAGE_LABELS } from '../packages';
import { limitedPeriodsMessage, periodWindow } from '../periodWindow';

describe('access table', () => {
  it('covers every permission code of spec section 6 with a rule and a Vietnamese label', () => {
    expect(Object.keys(ACCESS_RULES).sort()).toEqual([...PERMISSION_CODES].sort());
    for (const code of PERMISSION_CODES) {
      expect(PERMISSION_LABELS[code].length).toBeGreaterThan(3);
    }
    // 9 macro codes, 20 industries + DEEP_DATA_ALL, 3 PRESENT_ codes, 11 others.
    expect(PERMISSION_CODES).toHaveLength(9 + 21 + 3 + 11);
  });

  it('is monotonic: a higher role holds every code a lower one holds, and at least one more', () => {
    ACCESS_ROLES.slice(1).forEach((role, index) => {
      const lower = permissionsForRole(ACCESS_ROLES[index] ?? 'anonymous');
      const higher = permissionsForRole(role);
      expect(higher).toEqual(expect.arrayContaining(lower));
      expect(higher.length).toBeGreaterThan(lower.length);
    });
    expect(permissionsForRole('admin')).toEqual([...PERMISSION_CODES]);
  });

  it('limits only roles below the full one', () => {
    for (const code of PERMISSION_CODES) {
      for (const role of ACCESS_RULES[code].limited?.roles ?? []) {
        expect(levelFor(role, code)).toBe('limited');
      }
    }
  });

  it('makes the product choices of docs/ACCESS.md', () => {
    const levels = (code: PermissionCode) => ACCESS_ROLES.map((role) => levelFor(role, code)).join(' ');
    expect(levels('ENTERPRISE_OVERVIEW_ALL')).toBe('full full full full full full');
    expect(levels('FINANCE_REPORT_ALL')).toBe('limited limited full full full full');
    expect(levels('FINANCE_NUMERAL_ALL')).toBe('limited limited full full full full');
    // The payments browser test buys PRO and expects the same-industry screen to open.
    expect(levels('ANALYSIS_VALUE_ALL')).toBe('none none none full full full');
    expect(levels('FINANCIAL_CHART')).toBe('none limited full full full full');
    expect(levels('DEEP_CHART_ALL')).toBe('limited limited full full full full');
    expect(levels('TECHNICAL_ANALYSIS_ALL')).toBe('none none full full full full');
    expect(levels('VALUE_CHAIN_ALL')).toBe('none none none full full full');
    expect(levels('NEWS_ALL')).toBe('limited full full full full full');
    expect(levels('DOCUMENT_ALL')).toBe('none full full full full full');
    expect(levels('MACRO_DEFAULT')).toBe('full full full full full full');
    expect(levels('MACRO_VN_FREE')).toBe('none full full full full full');
    expect(levels('MACRO_VN_ALL')).toBe('none none full full full full');
    expect(levels('MACRO_US_ALL')).toBe('none none none full full full');
    expect(levels('COMMODITY_FREE')).toBe('none full full full full full');
    expect(levels('DEEP_DATA_SHRIMP')).toBe('none none none full full full');
    expect(levels('DEEP_DATA_ALL')).toBe('none none none none full full');
    expect(levels('PRESENT_ELECTRIC')).toBe('none none none full full full');
    expect(levels('PRESENT_ALL')).toBe('none none none none full full');
    expect(levels('ADMINISTRATION_ALL')).toBe('none none none none none full');
  });

  it('answers the level, the limit and the plan that opens a code fully', () => {
    expect(accessFor('anonymous', 'FINANCE_REPORT_ALL')).toEqual({
      level: 'limited',
      limit: expect.objectContaining({ kind: 'periods', periods: { quarter: 8, year: 4, month: 24 } }),
      requiredPlan: 'BASIC',
    });
    expect(accessFor('BASIC', 'ANALYSIS_VALUE_ALL')).toEqual({ level: 'none', requiredPlan: 'PRO' });
    expect(accessFor('PRO', 'ANALYSIS_VALUE_ALL')).toEqual({ level: 'full', requiredPlan: null });
    expect(accessFor('anonymous', 'DOCUMENT_ALL')).toEqual({ level: 'none', requiredPlan: null });
    expect(minimumPlanFor('DEEP_DATA_ALL')).toBe('PREMIUM');
    expect(minimumPlanFor('MACRO_VN_FREE')).toBeNull();
    expect(minimumPlanFor('ADMINISTRATION_ALL')).toBeNull();
  });

  it('derives the role from the login state or from a permission list', () => {
    expect(roleOf({ isLogin: false, isAdmin: true, planType: 'PRO' })).toBe('anonymous');
    expect(roleOf({ isLogin: true, isAdmin: true, planType: null })).toBe('admin');
    expect(roleOf({ isLogin: true, planType: 'PREMIUM' })).toBe('PREMIUM');
    expect(roleOf({ isLogin: true, planType: null })).toBe('free');
    for (const role of ACCESS_ROLES.filter((candidate) => candidate !== 'anonymous')) {
      expect(roleFromPermissions({ isAdmin: role === 'admin', permissions: permissionsForRole(role) })).toBe(
        role,
      );
    }
    expect(roleFromPermissions({ isAdmin: false, permissions: [] })).toBe('free');
  });

  it('lists the packages with their plans, codes and limits', () => {
    expect(ACCESS_PACKAGES.map((pack) => [pack.id, pack.label, pack.plan])).toEqual([
      ['FREE', 'Miễn phí', null],
      ['BASIC', 'Cơ bản', 'BASIC'],
      ['PRO', 'Chuyên nghiệp', 'PRO'],
      ['PREMIUM', 'Cao cấp', 'PREMIUM'],
    ]);
    expect(PACKAGE_LABELS.PRO).toBe('Chuyên nghiệp');
    const pro = ACCESS_PACKAGES.find((pack) => pack.id === 'PRO');
    expect(pro?.adds).toContain('ANALYSIS_VALUE_ALL');
    expect(pro?.codes).toEqual(permissionsForRole('PRO'));
    const free = ACCESS_PACKAGES.find((pack) => pack.id === 'FREE');
    expect(free?.limited.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['FINANCE_REPORT_ALL', 'FINANCE_NUMERAL_ALL', 'FINANCIAL_CHART']),
    );
  });

  it('words the notices in Vietnamese', () => {
    expect(limitedPeriodsMessage(8, 'quarter', 'BASIC')).toBe(
      'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.',
    );
    expect(lockedMessage('BASIC', 'ANALYSIS_VALUE_ALL')).toBe(
      'So sánh cùng ngành và định giá dành cho gói Chuyên nghiệp trở lên. Vui lòng nâng cấp gói Chuyên nghiệp để sử dụng.',
    );
    expect(lockedMessage('anonymous', 'ANALYSIS_VALUE_ALL')).toContain('Vui lòng đăng nhập và nâng cấp');
    expect(lockedMessage('anonymous', 'DOCUMENT_ALL')).toBe(
      'Vui lòng đăng nhập để xem tài liệu và báo cáo phân tích.',
    );
    expect(lockedMessage('PRO', 'ADMINISTRATION_ALL')).toBe('Quản trị hệ thống chỉ dành cho quản trị viên.');
    expect(upgradeHref('PRO')).toBe('/pricing?plan=PRO');
  });

  it('gives every data route one period rule: the newest periods a role sees of a code', () => {
    expect(periodWindow('BASIC', 'FINANCE_REPORT_ALL', 'quarter')).toBeNull();
    expect(periodWindow('free', 'FINANCE_REPORT_ALL', 'quarter')).toEqual({
      maxPeriods: 8,
      notice: {
        level: 'limited',
        requiredPlan: 'BASIC',
        message: limitedPeriodsMessage(8, 'quarter', 'BASIC'),
        maxPeriods: 8,
      },
    });
    expect(periodWindow('anonymous', 'FINANCE_NUMERAL_ALL', 'year')?.maxPeriods).toBe(4);
    // A limit on items (two charts) says nothing about periods; a role without the code sees none.
    expect(periodWindow('free', 'FINANCIAL_CHART', 'quarter')).toBeNull();
    expect(periodWindow('free', 'ANALYSIS_VALUE_ALL', 'quarter')?.maxPeriods).toBe(0);
  });
});

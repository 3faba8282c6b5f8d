import { accessFor } from '@/common/access/accessTable';
import { DEFAULT_MACRO_KEY_CODE, macroPermissionOf } from '../access';

describe('macroPermissionOf', () => {
  it('opens the default indicator (1-1, nominal GDP) with MACRO_DEFAULT, so a guest sees a chart', () => {
    expect(DEFAULT_MACRO_KEY_CODE).toBe('GDP_NONIMAL');
    const code = macroPermissionOf({ groupCode: 'VN', isFree: true, code: 'GDP_NONIMAL' });
    expect(code).toBe('MACRO_DEFAULT');
    expect(accessFor('anonymous', code).level).not.toBe('none');
  });

  it('gives the other indicators their family code, free or paid; unknown families stay paid', () => {
    expect(macroPermissionOf({ groupCode: 'VN', isFree: true, code: 'CPI' })).toBe('MACRO_VN_FREE');
    expect(macroPermissionOf({ groupCode: 'VN', isFree: false, code: 'PRD_PMI' })).toBe('MACRO_VN_ALL');
    expect(macroPermissionOf({ groupCode: 'US', isFree: false })).toBe('MACRO_US_ALL');
    expect(macroPermissionOf({ groupCode: 'COMMODITY', isFree: true })).toBe('COMMODITY_FREE');
    expect(macroPermissionOf({ groupCode: 'XX', isFree: true })).toBe('MACRO_VN_ALL');
  });
});

import { API_ROUTES } from '../../web/apiRoutes';
import { isAppError, type ErrorDetail } from '../../core/errors';
import { describeRoute } from '../handler';
import { parseOrThrow } from '../validation';

/** The details a route's own input schema answers for `input`, as its 400 carries them. */
function refusal(path: string, method: 'GET' | 'PUT' | 'POST', where: 'query' | 'body', input: unknown) {
  const route = API_ROUTES[path];
  const schema = route ? describeRoute(route)?.[method]?.[where] : undefined;
  if (!schema) throw new Error(`no ${where} schema for ${method} ${path}`);
  try {
    parseOrThrow(schema, input, where);
  } catch (error) {
    if (isAppError(error)) return { message: error.message, details: error.details ?? [] };
    throw error;
  }
  throw new Error('accepted');
}

function messageAt(details: ErrorDetail[], path: string): string | undefined {
  return details.find((detail) => detail.path === path)?.message;
}

/** zod's own wording, which tells a user nothing ("mong đợi số, nhận được NaN"). */
const LIBRARY_WORDING = /mong đợi|nhận được|Đầu vào không hợp lệ|expected|received/i;

describe('validation messages say what a field wants in plain Vietnamese', () => {
  it('a year parameter that is not a number says it wants a year, with an example', () => {
    const { message, details } = refusal('/api/enterprise/v2/finance-data', 'GET', 'query', {
      start: 'abc',
      end: '1800',
      tableName: 'BANG_CAN_DOI',
    });
    expect(messageAt(details, 'start')).toBe('năm, ví dụ 2020');
    expect(messageAt(details, 'end')).toBe('năm, ví dụ 2020 (cần từ 1990 trở lên)');
    expect(messageAt(details, 'tableName')).toMatch(/^cần là một trong: BALANCE_SHEET, /);
    expect(message).toMatch(/^Tham số không hợp lệ: /);
    for (const detail of details) expect(detail.message).not.toMatch(LIBRARY_WORDING);
  });

  it('a chart section save with a text version and a non-boolean flag names what each wants', () => {
    const { details } = refusal('/api/enterprise/chart-section', 'PUT', 'body', {
      sectionId: 1,
      version: 'x',
      isAutoAxis: 'có',
    });
    expect(messageAt(details, 'version')).toBe('cần một số');
    expect(messageAt(details, 'isAutoAxis')).toBe('cần true hoặc false');
  });

  it('a missing field says it needs a value; messages a contract sets itself are kept', () => {
    const search = refusal('/api/enterprise/finance-label', 'GET', 'query', {});
    for (const detail of search.details) expect(detail.message).not.toMatch(LIBRARY_WORDING);
    const register = refusal('/api/auth/register', 'POST', 'body', { name: 'A', email: 'x', phone: '1' });
    expect(messageAt(register.details, 'email')).toBe('E-mail không đúng định dạng');
    expect(messageAt(register.details, 'password')).toBe('Vui lòng nhập thông tin!');
  });
});

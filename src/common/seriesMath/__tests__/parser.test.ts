import { computeNode } from '../compute';
import { parseFormula } from '../parser';

/** Parses over a..c and computes with a = 2, b = 3, c = 4. */
function value(expression: string): number | null {
  const used = ['a', 'b', 'c'].filter((name) => new RegExp(`\\b${name}\\b`).test(expression));
  const parsed = parseFormula(expression, used);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return computeNode(parsed.formula.root, { a: 2, b: 3, c: 4 }).value;
}

describe('parseFormula: precedence and associativity', () => {
  it.each([
    ['a+b*c', 14], // 2 + 12
    ['(a+b)*c', 20], // 5 x 4
    ['a-b-c', -5], // (2 - 3) - 4, left-associative
    ['c/a/a', 1], // (4 / 2) / 2
    ['a^b^a', 512], // 2^(3^2) = 2^9, right-associative
    ['-a^2', -4], // -(2^2)
    ['(-a)^2', 4],
    ['a^-1', 0.5], // the exponent may carry a unary minus
    ['--a', 2],
    ['+a', 2],
    ['a*-b', -6],
    ['c - -a', 6],
    ['1.5*c', 6],
    ['.5*c', 2],
    ['a*100', 200],
    ['abs(a-c)', 2],
    ['exp(0)*a', 2],
    ['log(exp(b))', 3],
    ['LOG(c)/log(a)', 2], // function names in any case: ln 4 / ln 2
    [' ( a + b ) / c ', 1.25],
  ])('%s = %d', (expression, expected) => {
    expect(value(expression)).toBeCloseTo(expected, 12);
  });

  it('lists the names in order of first use', () => {
    const parsed = parseFormula('(b+a)/b', ['a', 'b']);
    expect(parsed.ok && parsed.formula.names).toEqual(['b', 'a']);
  });
});

describe('parseFormula: errors with their offsets', () => {
  function error(expression: string, names: string[] = ['a', 'b']) {
    const parsed = parseFormula(expression, names);
    if (parsed.ok) throw new Error(`${expression} parsed`);
    return parsed.error;
  }

  it('an unexpected character, with the decimal comma hinted', () => {
    expect(error('a # b')).toEqual({ code: 'syntax', message: 'Ký tự không hợp lệ “#” ở vị trí 3', at: 2 });
    expect(error('a*1,5').message).toContain('số thập phân dùng dấu chấm');
    expect(error('a*1,5').at).toBe(3);
  });

  it("a missing ')' points at the end and at the opening bracket", () => {
    expect(error('(a+b')).toEqual({
      code: 'syntax',
      message: 'Thiếu dấu “)” ở vị trí 5 (mở ngoặc ở vị trí 1)',
      at: 4,
    });
    expect(error('log(a').at).toBe(5);
  });

  it("an extra ')' and two operands without an operator", () => {
    expect(error('a+b)')).toMatchObject({ code: 'syntax', at: 3 });
    expect(error('2a')).toMatchObject({ code: 'syntax', at: 1 });
    expect(error('2a').message).toContain('thiếu phép tính');
  });

  it('a formula ending after an operator', () => {
    expect(error('a+')).toEqual({
      code: 'syntax',
      message: 'Công thức kết thúc đột ngột ở vị trí 3: thiếu số hoặc chuỗi',
      at: 2,
    });
    expect(error('a*/b')).toMatchObject({ code: 'syntax', at: 2 });
  });

  it('an unknown name lists the names that exist', () => {
    expect(error('a/x')).toEqual({
      code: 'unknown_name',
      message: 'Không có chuỗi “x” ở vị trí 3: công thức dùng được a và b',
      at: 2,
    });
    expect(error('sin(a)+b')).toMatchObject({ code: 'unknown_name', at: 0 });
    expect(error('sin(a)+b').message).toContain('log, abs và exp');
  });

  it('an unused input says which', () => {
    expect(error('a*2', ['a', 'b', 'c'])).toEqual({
      code: 'unused_input',
      message: 'Chuỗi b và c chưa có trong công thức: thêm vào công thức hoặc bỏ chuỗi',
    });
  });

  it('an empty and a too long formula', () => {
    expect(error('   ')).toEqual({ code: 'syntax', message: 'Nhập công thức, ví dụ a/b', at: 0 });
    expect(error(`a+b${'+1'.repeat(100)}`).code).toBe('too_long');
  });

  it('never runs code: a JavaScript expression is a syntax error', () => {
    expect(error('a;process.exit()').code).toBe('syntax');
    expect(error('a.constructor').code).toBe('syntax');
  });
});

describe('computeNode: undefined values are null with the reason', () => {
  function compute(expression: string, values: Record<string, number>) {
    const parsed = parseFormula(expression, Object.keys(values));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return computeNode(parsed.formula.root, values);
  }

  it('division by zero names the divisor', () => {
    expect(compute('a/b', { a: 1, b: 0 })).toEqual({ value: null, reason: 'Chia cho 0 (b = 0)' });
    expect(compute('a/(b-1)', { a: 1, b: 1 })).toEqual({ value: null, reason: 'Chia cho 0 (mẫu số = 0)' });
  });

  it('log of a number <= 0 and non-finite results', () => {
    expect(compute('log(a)', { a: -2 })).toEqual({
      value: null,
      reason: 'Không lấy được log của số không dương (a = -2)',
    });
    expect(compute('a^0.5', { a: -4 }).value).toBeNull(); // NaN
    expect(compute('exp(a)', { a: 1000 }).value).toBeNull(); // Infinity
  });
});

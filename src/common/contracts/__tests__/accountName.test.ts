import { ACCOUNT_MESSAGES, nameSchema, profileBody, registerBody } from '@/common/contracts/account';

function messageOf(value: unknown): string | undefined {
  const result = nameSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the name of an account (register and profile)', () => {
  it('keeps a Vietnamese name as typed, trimmed', () => {
    expect(nameSchema.parse('  Nguyễn Thị Lan  ')).toBe('Nguyễn Thị Lan');
    expect(nameSchema.parse('Lê 2')).toBe('Lê 2');
    expect(nameSchema.parse('李小龍')).toBe('李小龍');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a zero-width joiner and a word joiner', '\u200D\u2060'],
    ['bidi overrides only', '\u202E\u202D\u202A'],
    ['bidi isolates and marks', '\u2066\u200F\u2069\u200E'],
    ['Hangul fillers (letters that draw nothing)', '\u3164\u3164'],
    ['combining marks only', '\u0301\u0303\u0323'],
    ['no-break and ideographic spaces', '\u00A0\u3000\u2007'],
    ['punctuation and soft hyphens', '.\u00AD-'],
  ])('refuses a name made of %s', (_label, value) => {
    expect(messageOf(value)).toMatch(
      new RegExp(`^(${ACCOUNT_MESSAGES.nameInvisible}|${ACCOUNT_MESSAGES.required})$`),
    );
  });

  it('says in Vietnamese why an invisible name is refused', () => {
    expect(messageOf('\u200B\u3164')).toBe(ACCOUNT_MESSAGES.nameInvisible);
    expect(ACCOUNT_MESSAGES.nameInvisible).toBe(
      'Họ tên phải có ít nhất một chữ cái hoặc chữ số nhìn thấy được',
    );
  });

  it('strips bidi override and isolate characters inside a valid name', () => {
    expect(nameSchema.parse('Trần\u202E Văn\u202C B\u2066ình\u2069')).toBe('Trần Văn Bình');
    expect(nameSchema.parse('\u202Bgnp.exe')).toBe('gnp.exe');
  });

  it('still refuses empty and over-long names with their own messages', () => {
    expect(messageOf('   ')).toBe(ACCOUNT_MESSAGES.required);
    expect(messageOf('a'.repeat(101))).toBe(ACCOUNT_MESSAGES.nameTooLong);
    // Stripped controls do not count towards the 100 characters.
    expect(nameSchema.parse(`${'a'.repeat(100)}\u202E`)).toBe('a'.repeat(100));
  });

  it('applies to registration and profile bodies alike', () => {
    const register = registerBody.safeParse({
      name: '\u200B',
      email: 'an@vidu.vn',
      phone: '0912345678',
      password: 'Mat-khau-123',
      confirmPassword: 'Mat-khau-123',
    });
    expect(register.success).toBe(false);
    expect(register.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: ACCOUNT_MESSAGES.nameInvisible }),
    ]);
    const profile = profileBody.parse({
      version: 1,
      name: 'An\u2067 Nguyễn',
      phone: '0912345678',
      birthDate: null,
    });
    expect(profile.name).toBe('An Nguyễn');
  });
});

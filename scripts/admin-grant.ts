/**
 * npm run admin:grant -- <e-mail> [--revoke]
 * Makes an existing account an administrator (or, with --revoke, takes the right away). The account
 * must already exist (register or social login first); no password is set or stored here.
 */
import { emailSchema } from '../src/common/contracts/account';
import { openConfiguredDatabase } from '../src/server/db/client';
import { setAdminByEmail } from '../src/server/modules/admin/admin.users.repository';

const USAGE = [
  'Cách dùng / Usage: npm run admin:grant -- <e-mail> [--revoke]',
  '  Cấp quyền quản trị cho một tài khoản đã có (--revoke: thu hồi quyền).',
  '  Grants an existing account the administrator role (--revoke: takes it away).',
].join('\n');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const addresses = args.filter((arg) => !arg.startsWith('--'));
  if (addresses.length !== 1 || args.some((arg) => arg.startsWith('--') && arg !== '--revoke')) {
    console.error(USAGE);
    process.exit(2);
  }
  const parsed = emailSchema.safeParse(addresses[0]);
  if (!parsed.success) {
    console.error(`E-mail không hợp lệ / Invalid e-mail: ${addresses[0] ?? ''}`);
    process.exit(2);
  }
  const email = parsed.data;

  const handle = openConfiguredDatabase();
  try {
    const user = await setAdminByEmail(handle.db, email, !revoke);
    if (!user) {
      console.error(
        `Không tìm thấy tài khoản ${email}. Hãy đăng ký và kích hoạt tài khoản trước.\n` +
          `No account with e-mail ${email}. Register and activate the account first.`,
      );
      process.exitCode = 1;
      return;
    }
    if (revoke) {
      console.log(
        `Đã thu hồi quyền quản trị của ${user.email} (id ${user.id}).\n` +
          `Administrator role removed from ${user.email} (id ${user.id}).`,
      );
    } else {
      console.log(
        `Đã cấp quyền quản trị cho ${user.email} (id ${user.id}). Đăng nhập lại để thấy mục "Quản trị".\n` +
          `${user.email} (id ${user.id}) is now an administrator. Log in again to see the admin console.`,
      );
    }
    if (user.status !== 'active') {
      console.log(
        'Lưu ý: tài khoản chưa được kích hoạt (kiểm tra e-mail kích hoạt).\n' +
          'Note: the account is not activated yet (see its activation e-mail).',
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Lỗi / Failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

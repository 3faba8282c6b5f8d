import { ACCESS_ROLES, isAccessRole, permissionsForRole, type AccessRole } from '@/common/access/accessTable';
import { verifyTokenWithDefaultDatabase } from '@/server/auth/verifier';
import type { AuthUser } from '@/server/core/authUser';
import { setTokenVerifier } from '@/server/auth/bearer';

/**
 * Route tests that are not about access control call as a role through a fake verifier: the token
 * `role:<ROLE>` stands for an account of that role (permissions from the access table). The real
 * token path is covered by src/server/access/__tests__/matrix.test.ts.
 */
export function installRoleVerifier(): void {
  setTokenVerifier((token) => {
    const role = token.startsWith('role:') ? token.slice('role:'.length) : '';
    if (!isAccessRole(role) || role === 'anonymous') return Promise.resolve(null);
    const user: AuthUser = {
      id: ACCESS_ROLES.indexOf(role),
      email: `${role.toLowerCase()}@example.vn`,
      isAdmin: role === 'admin',
      permissions: permissionsForRole(role),
    };
    return Promise.resolve(user);
  });
}

export function restoreVerifier(): void {
  setTokenVerifier(verifyTokenWithDefaultDatabase);
}

/** The Authorization header of a role's fake token (none for a guest). */
export function roleHeaders(role: AccessRole): Record<string, string> {
  return role === 'anonymous' ? {} : { authorization: `Bearer role:${role}` };
}

/**
 * A fake verifier for tests that need several accounts of chosen roles: the token `u:<id>:<ROLE>`
 * stands for account <id> of that role (permissions from the access table).
 */
export function installUserRoleVerifier(): void {
  setTokenVerifier((token) => {
    const [prefix, id, role] = token.split(':');
    if (prefix !== 'u' || !isAccessRole(role) || role === 'anonymous') return Promise.resolve(null);
    const user: AuthUser = {
      id: Number(id),
      email: `u${String(id)}@example.vn`,
      isAdmin: false,
      permissions: permissionsForRole(role),
    };
    return Promise.resolve(user);
  });
}

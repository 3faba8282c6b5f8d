/**
 * Permission codes (spec section 6) an account holds. For now only administrators hold one
 * (ADMINISTRATION_ALL); the table mapping plans to their permission codes is a later issue, which
 * will replace this function (its callers, the token verifier and AccountUser, stay the same).
 */
export function permissionsFor(user: { isAdmin: boolean }): string[] {
  return user.isAdmin ? ['ADMINISTRATION_ALL'] : [];
}

/** Who is calling, as far as the access token says: the user, the admin flag and the permission codes. */
export interface AuthUser {
  id: number;
  email: string;
  isAdmin: boolean;
  permissions: readonly string[];
  /** The session the access token names (absent for verifiers installed by tests). */
  sessionId?: string;
  /** The device the session was opened on. */
  deviceId?: string;
}

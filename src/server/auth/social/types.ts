/** Who a social login token proves the caller to be, once verified on the server. */
export interface SocialIdentity {
  provider: 'google' | 'facebook';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

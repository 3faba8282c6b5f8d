/**
 * Browser configuration; NEXT_PUBLIC_* values are inlined at build time (see .env.example). The site's
 * public origin is not one of them: it comes from the server at run time (publicOrigin.ts).
 */
export const publicConfig = {
  apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL || '/api',
  gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || '',
  googleClientId: process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID || '',
  facebookAppId: process.env.NEXT_PUBLIC_FACEBOOK_APP_ID || '',
} as const;

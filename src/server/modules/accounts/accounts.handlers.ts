import type { NextApiRequest } from 'next';
import { z } from 'zod';
import {
  activateBody,
  avatarBody,
  changePasswordBody,
  checkExpiredBody,
  DEVICE_TICKET_HEADER,
  deviceIdSchema,
  facebookLoginBody,
  forgotPasswordBody,
  googleLoginBody,
  loginBody,
  profileBody,
  registerBody,
  resendActivationBody,
  resetPasswordBody,
  verifyOtpBody,
} from '@/common/contracts/account';
import { clientIp } from '../../auth/clientIp';
import { hit } from '../../auth/rateLimit';
import { verifyFacebookToken } from '../../auth/social/facebook';
import { verifyGoogleIdToken } from '../../auth/social/google';
import { getDb } from '../../db/client';
import { readBearerToken } from '../../auth/bearer';
import { AppError, isAppError, notFound } from '../../core/errors';
import { defineRoute, method } from '../../http/handler';
import { isOutboxPageEnabled, listOutbox } from '../../mail/outbox';
import { ACCOUNT_RATE_LIMITS, checkPlan, loginWithPassword } from './accounts.service';
import { changePassword, forgotPassword, resetPassword, verifyOtp } from './passwords.service';
import { getAvatar, getMe, setAvatar, updateProfile } from './profile.service';
import { listAccountDevices, removeDevice } from './devices.service';
import { activate, register, resendActivation } from './registration.service';
import { answerLogin, checkExpired, logout, refresh } from './session.service';
import { loginWithSocialIdentity } from './social.service';

/** Account routes answer plain `{ data }` (encrypt stays false) and are never cached. */

/** The bearer token, or null when absent or malformed (routes that must answer either way). */
function optionalBearer(req: NextApiRequest): string | null {
  try {
    return readBearerToken(req);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

async function limitSocial(req: NextApiRequest): Promise<void> {
  const rule = ACCOUNT_RATE_LIMITS.socialIp;
  await hit(getDb(), `socialIp:${clientIp(req)}`, rule.limit, rule.windowSeconds);
}

export const registerRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: registerBody,
    handler: ({ req, body }) => register(getDb(), body, clientIp(req)),
  }),
});

/** A new activation link for a registration the login found not activated (same e-mail and password). */
export const resendActivationRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: resendActivationBody,
    handler: ({ req, body }) => resendActivation(getDb(), body, clientIp(req)),
  }),
});

/** POST, not GET: a mail scanner that follows the link must not activate anything (and it needs the password). */
export const activateRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: activateBody,
    handler: ({ req, body }) => activate(getDb(), body, clientIp(req)),
  }),
});

export const loginRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: loginBody,
    handler: async ({ req, res, body }) =>
      answerLogin(req, res, await loginWithPassword(getDb(), body, clientIp(req))),
  }),
});

export const loginGoogleRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: googleLoginBody,
    handler: async ({ req, res, body }) => {
      await limitSocial(req);
      const identity = await verifyGoogleIdToken(body.credential);
      return answerLogin(req, res, await loginWithSocialIdentity(getDb(), identity, body));
    },
  }),
});

export const loginFacebookRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: facebookLoginBody,
    handler: async ({ req, res, body }) => {
      await limitSocial(req);
      const identity = await verifyFacebookToken(body.accessToken, body.userID);
      return answerLogin(req, res, await loginWithSocialIdentity(getDb(), identity, body));
    },
  }),
});

/** The bearer token (even expired) and the refresh cookie each name a session to end; 204 and the cookie cleared in any case. */
export const logoutRoute = defineRoute({
  POST: method({
    // An expired token must still end its session, which authenticate() would refuse.
    auth: 'none',
    status: 204,
    handler: async ({ req, res }) => {
      await logout(getDb(), req, res, optionalBearer(req));
    },
  }),
});

/** Only the HttpOnly refresh cookie renews a session (rotated on every use); a bearer token does not. */
export const refreshRoute = defineRoute({
  POST: method({
    auth: 'none',
    handler: ({ req, res }) => refresh(getDb(), req, res),
  }),
});

export const meRoute = defineRoute({
  GET: method({
    auth: 'required',
    handler: ({ user }) => getMe(getDb(), user.id),
  }),
  PUT: method({
    auth: 'required',
    body: profileBody,
    handler: ({ user, body }) => updateProfile(getDb(), user.id, body),
  }),
});

export const avatarRoute = defineRoute({
  POST: method({
    auth: 'required',
    body: avatarBody,
    handler: ({ user, body }) => setAvatar(getDb(), user.id, body.dataUrl),
  }),
});

const avatarImageQuery = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The stored avatar bytes; the URL carries `?v=<updated ms>`, so a day of caching is safe. */
export const avatarImageRoute = defineRoute({
  GET: method({
    auth: 'none',
    query: avatarImageQuery,
    handler: async ({ res, query }) => {
      const avatar = await getAvatar(getDb(), query.userId);
      if (!avatar) throw notFound('Không tìm thấy ảnh đại diện.');
      res.statusCode = 200;
      res.setHeader('Content-Type', avatar.contentType);
      res.setHeader('Content-Length', avatar.bytes.length);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(avatar.bytes);
    },
  }),
});

export const changePasswordRoute = defineRoute({
  POST: method({
    auth: 'required',
    body: changePasswordBody,
    handler: ({ user, body }) =>
      changePassword(getDb(), { userId: user.id, sessionId: user.sessionId }, body),
  }),
});

export const forgotPasswordRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: forgotPasswordBody,
    handler: ({ req, body }) => forgotPassword(getDb(), body.email, clientIp(req)),
  }),
});

export const verifyOtpRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: verifyOtpBody,
    handler: ({ req, body }) => verifyOtp(getDb(), body, clientIp(req)),
  }),
});

export const resetPasswordRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: resetPasswordBody,
    handler: ({ req, body }) => resetPassword(getDb(), body, clientIp(req)),
  }),
});

export const devicesRoute = defineRoute({
  GET: method({
    auth: 'required',
    handler: ({ user }) => listAccountDevices(getDb(), user.id, user.deviceId),
  }),
});

const deviceQuery = z.object({ deviceId: deviceIdSchema });

/** DELETE with a bearer token, or before login with the ticket of a DEVICE_LIMIT refusal. */
export const deviceRoute = defineRoute({
  DELETE: method({
    auth: 'optional',
    query: deviceQuery,
    handler: ({ req, user, query }) => {
      if (user) {
        return removeDevice(
          getDb(),
          { kind: 'session', userId: user.id, deviceId: user.deviceId },
          query.deviceId,
        );
      }
      const ticket = req.headers[DEVICE_TICKET_HEADER];
      if (typeof ticket !== 'string' || ticket === '') throw new AppError('UNAUTHORIZED');
      return removeDevice(getDb(), { kind: 'ticket', ticket }, query.deviceId);
    },
  }),
});

export const checkExpiredRoute = defineRoute({
  POST: method({
    auth: 'none',
    body: checkExpiredBody,
    handler: ({ req, body }) => checkExpired(getDb(), optionalBearer(req), body.deviceId),
  }),
});

export const checkPlanRoute = defineRoute({
  POST: method({
    auth: 'required',
    handler: ({ user }) => checkPlan(getDb(), user.id),
  }),
});

/** Development mail outbox (src/server/mail/outbox.ts); 404 wherever mails really go out. */
export const devOutboxRoute = defineRoute({
  GET: method({
    auth: 'none',
    handler: () => {
      if (!isOutboxPageEnabled()) throw notFound();
      return listOutbox(getDb());
    },
  }),
});

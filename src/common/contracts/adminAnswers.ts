import type { DiscountType, PaymentMethod, Plan } from '../constants/plans';
import type { DocumentKind } from './adminMessages';
import type { OrderStatusName } from './payments';

/** The answers of the admin console's routes (plain `{ data }`); their inputs are in admin.ts. */

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminUserRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  status: 'pending' | 'active';
  isAdmin: boolean;
  planType: Plan | null;
  expiredDayBasic: string | null;
  expiredDayPro: string | null;
  expiredDayPremium: string | null;
  locked: boolean;
  lockReason: string | null;
  deviceCount: number;
  createdAt: string;
}

export interface AdminDevice {
  deviceId: string;
  name: string;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Sessions not revoked and not expired on this device. */
  liveSessions: number;
}

export interface AdminOrder {
  id: number;
  orderCode: string;
  userId: number;
  userEmail: string;
  plan: Plan;
  months: number;
  method: PaymentMethod;
  listAmount: number;
  discountCode: string | null;
  discountAmount: number;
  amount: number;
  status: OrderStatusName;
  resultCode: number | null;
  resultMessage: string | null;
  providerTransId: string | null;
  expiryAfter: string | null;
  grantedAt: string | null;
  confirmedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminUserDetail extends AdminUserRow {
  birthDate: string | null;
  isLogByGoogle: boolean;
  isLogByFacebook: boolean;
  lockedAt: string | null;
  lockedBy: number | null;
  devices: AdminDevice[];
  /** The newest orders (at most 20). */
  orders: AdminOrder[];
}

export interface AdminPaymentEvent {
  id: number;
  provider: PaymentMethod;
  orderCode: string | null;
  payload: unknown;
  signatureValid: boolean;
  outcome: string;
  createdAt: string;
}

export interface AdminDiscount {
  id: number;
  code: string;
  discountType: DiscountType;
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  usedCount: number;
  plans: Plan[] | null;
  active: boolean;
  description: string | null;
  createdAt: string;
}

export interface AdminDiscountDeleted {
  id: number;
  /** hard: the row is gone; soft: it was used, so it is only deactivated. */
  mode: 'hard' | 'soft';
  message: string;
}

export interface AdminImportFormat {
  format: string;
  description: string;
}

export interface AdminImportRun {
  id: number;
  format: string;
  file: string;
  status: 'succeeded' | 'failed';
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  rejections: { row: number; reason: string }[];
  /** Rows kept but worth a look (row 0: the file as a whole). */
  noticesCount: number;
  notices: { row: number; reason: string }[];
  /** Placeholder companies the file created, apart from its data rows. */
  companiesCreated: number;
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

export interface AdminImportsOverview {
  formats: AdminImportFormat[];
  /** The newest 50 runs. */
  runs: AdminImportRun[];
}

export interface AdminImportResult {
  format: string;
  fileName: string;
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  rejections: { row: number; reason: string }[];
  noticesCount: number;
  notices: { row: number; reason: string }[];
  companiesCreated: number;
  durationMs: number;
}

/**
 * The 202 answer to a large upload: the file waits in the statements inbox for a job, whose result
 * appears in the imports list (import_runs) when it finishes.
 */
export interface AdminImportQueued {
  queued: true;
  format: string;
  fileName: string;
  message: string;
}

/** `extra` of a 400 answer to a broken file: where and why, nothing written. */
export interface AdminImportFailure {
  fileName: string;
  row: number | null;
  reason: string;
}

export interface AdminNews {
  id: number;
  ticker: string | null;
  icbCode: string | null;
  title: string;
  summary: string;
  body: string;
  source: string;
  url: string | null;
  publishedAt: string;
  isDemo: boolean;
}

export interface AdminDocument {
  id: number;
  ticker: string | null;
  icbCode: string | null;
  kind: DocumentKind;
  title: string;
  year: number | null;
  fileUrl: string;
  mimeType: string;
  publishedAt: string;
  isDemo: boolean;
}

export interface AdminMessage {
  message: string;
}

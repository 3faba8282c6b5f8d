import { EnvelopeError } from '@/common/envelopeFormat';

/** How a call failed before any payload could be used: too slow, never answered, or refused. */
export type HttpFailureKind = 'timeout' | 'network' | 'http';

/** A failed API call: `status` and `data` (the parsed body) are set when the server answered. */
export class HttpError extends Error {
  readonly kind: HttpFailureKind;
  readonly status: number | undefined;
  /** The answer's body: parsed JSON, the raw text when it is not JSON, undefined when empty. */
  readonly data: unknown;

  constructor(kind: HttpFailureKind, status?: number, data?: unknown) {
    super(
      kind === 'http'
        ? `Request failed with status code ${String(status)}`
        : kind === 'timeout'
          ? 'Request timed out'
          : 'Network error',
    );
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

export const HTTP_ERROR_MESSAGES = {
  timeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  offline: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.',
  unauthorized: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  forbidden: 'Bạn không có quyền truy cập nội dung này.',
  notFound: 'Không tìm thấy dữ liệu yêu cầu.',
  conflict: 'Dữ liệu đã bị thay đổi ở nơi khác. Vui lòng tải lại.',
  rateLimited: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  unavailable: 'Hệ thống tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
  server: 'Máy chủ gặp sự cố. Vui lòng thử lại sau.',
  corrupted: 'Dữ liệu nhận được bị lỗi hoặc đã bị thay đổi. Vui lòng tải lại trang.',
  unknown: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
} as const;

export type HttpErrorKind = keyof typeof HTTP_ERROR_MESSAGES | 'badRequest';

export interface DescribedError {
  kind: HttpErrorKind;
  status?: number;
  message: string;
  /**
   * A conflict's or a bad request's facts from the error body's `extra` (e.g. the current profile of a
   * refused save, a formula's offered frequency).
   */
  extra?: unknown;
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Turns any failure of an API call into a kind and a Vietnamese message fit for a toast. */
export function describeHttpError(error: unknown): DescribedError {
  if (error instanceof EnvelopeError) return { kind: 'corrupted', message: HTTP_ERROR_MESSAGES.corrupted };
  if (!(error instanceof HttpError)) return { kind: 'unknown', message: HTTP_ERROR_MESSAGES.unknown };
  if (error.kind === 'timeout') return { kind: 'timeout', message: HTTP_ERROR_MESSAGES.timeout };
  const status = error.status;
  if (error.kind === 'network' || status === undefined) {
    return { kind: 'offline', message: HTTP_ERROR_MESSAGES.offline };
  }
  const fromServer = serverMessage(error.data);
  if (status === 400 || status === 422) {
    const message = fromServer ?? HTTP_ERROR_MESSAGES.unknown;
    // A refusal may name what to change (e.g. a formula's offered frequency, issue 33).
    const data = error.data;
    if (data && typeof data === 'object' && 'extra' in data && data.extra !== undefined) {
      return { kind: 'badRequest', status, message, extra: data.extra };
    }
    return { kind: 'badRequest', status, message };
  }
  const byStatus: Record<number, keyof typeof HTTP_ERROR_MESSAGES> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    409: 'conflict',
    429: 'rateLimited',
    503: 'unavailable',
  };
  const kind = byStatus[status] ?? (status >= 500 ? 'server' : 'unknown');
  // 403, 404 and 409 carry useful specifics (which plan, which ticker or list, what changed); others
  // use our wording.
  const specific = kind === 'forbidden' || kind === 'notFound' || kind === 'conflict';
  const message = specific && fromServer ? fromServer : HTTP_ERROR_MESSAGES[kind];
  const data = error.data;
  if (kind === 'conflict' && data && typeof data === 'object' && 'extra' in data) {
    return { kind, status, message, extra: data.extra };
  }
  return { kind, status, message };
}

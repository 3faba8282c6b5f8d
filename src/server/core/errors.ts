/**
 * The one error type handlers throw. The code decides the HTTP status; the message is what the user
 * reads (Vietnamese), so it must never contain internals.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  DEVICE_LIMIT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

const defaultMessages: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Yêu cầu không hợp lệ.',
  VALIDATION: 'Dữ liệu gửi lên không hợp lệ.',
  UNAUTHORIZED: 'Vui lòng đăng nhập để tiếp tục.',
  TOKEN_EXPIRED: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  FORBIDDEN: 'Bạn không có quyền truy cập nội dung này.',
  PLAN_REQUIRED: 'Nội dung này cần gói dịch vụ phù hợp.',
  LIMIT_REACHED: 'Bạn đã dùng hết số lượng gói dịch vụ hiện tại cho phép.',
  NOT_FOUND: 'Không tìm thấy dữ liệu.',
  METHOD_NOT_ALLOWED: 'Phương thức không được hỗ trợ.',
  CONFLICT: 'Dữ liệu đã bị thay đổi bởi thao tác khác.',
  DEVICE_LIMIT: 'Tài khoản đã đạt giới hạn thiết bị.',
  PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn.',
  RATE_LIMITED: 'Bạn thao tác quá nhanh, vui lòng thử lại sau.',
  INTERNAL: 'Máy chủ gặp sự cố, vui lòng thử lại sau.',
  SERVICE_UNAVAILABLE: 'Hệ thống tạm thời gián đoạn, vui lòng thử lại sau ít phút.',
  DATABASE_UNAVAILABLE: 'Cơ sở dữ liệu tạm thời không truy cập được. Vui lòng thử lại sau ít phút.',
};

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;
  /** Facts the client needs to act on the refusal (e.g. the device list of DEVICE_LIMIT); sent as `extra`. */
  readonly extra?: unknown;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { details?: ErrorDetail[]; headers?: Record<string, string>; extra?: unknown; cause?: unknown },
  ) {
    super(message ?? defaultMessages[code], { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options?.details;
    this.headers = options?.headers;
    this.extra = options?.extra;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function notFound(message?: string): AppError {
  return new AppError('NOT_FOUND', message);
}

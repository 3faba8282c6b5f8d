/**
 * What the admin console's routes and screens tell the administrator (zod-free, so the server's route
 * wrapper and the screens can import it without the contracts' schemas).
 */
export const ADMIN_MESSAGES = {
  forbidden: 'Bạn không có quyền truy cập trang quản trị.',
  required: 'Vui lòng nhập thông tin!',
  userUnknown: 'Không tìm thấy người dùng.',
  deviceUnknown: 'Không tìm thấy thiết bị.',
  deviceRemoved: 'Đã xoá thiết bị và đăng xuất các phiên trên thiết bị đó.',
  planSaved: 'Đã cập nhật hạn gói dịch vụ.',
  dateInvalid: 'Ngày không hợp lệ (cần dạng YYYY-MM-DD)',
  dateTimeInvalid: 'Thời điểm không hợp lệ',
  locked: 'Đã khoá tài khoản và đăng xuất mọi phiên.',
  unlocked: 'Đã mở khoá tài khoản.',
  cannotLockSelf: 'Bạn không thể tự khoá tài khoản của mình.',
  reasonTooLong: 'Lý do tối đa 500 kí tự',
  orderUnknown: 'Không tìm thấy đơn hàng.',
  discountUnknown: 'Không tìm thấy mã giảm giá.',
  discountExists: 'Mã giảm giá này đã tồn tại.',
  discountCodeFormat: 'Mã gồm 3-32 kí tự: chữ cái không dấu, chữ số, "_" hoặc "-"',
  discountTypeInvalid: 'Loại giảm giá phải là 0 (phần trăm) hoặc 1 (số tiền)',
  discountPercentRange: 'Phần trăm giảm phải từ 1 đến 100',
  discountAmountPositive: 'Số tiền giảm phải lớn hơn 0 đồng',
  discountValueInteger: 'Giá trị giảm phải là số nguyên',
  discountValueTooLarge: 'Giá trị giảm quá lớn',
  discountRangeInvalid: 'Ngày kết thúc phải sau ngày bắt đầu',
  maxUsesInvalid: 'Số lượt dùng tối đa phải là số nguyên lớn hơn 0',
  plansInvalid: 'Danh sách gói chỉ gồm BASIC, PRO, PREMIUM, không trùng lặp',
  descriptionTooLong: 'Mô tả tối đa 500 kí tự',
  discountCodeLocked: 'Không thể đổi mã của mã giảm giá đã được sử dụng.',
  discountDeactivated: 'Mã giảm giá đã được dùng nên chỉ bị ngừng kích hoạt.',
  discountDeleted: 'Đã xoá mã giảm giá.',
  formatUnknown: 'Định dạng dữ liệu không được hỗ trợ.',
  fileNameInvalid: 'Tên tệp không hợp lệ',
  fileEmpty: 'Tệp rỗng hoặc nội dung không phải base64 hợp lệ.',
  importFailed: 'Không nhập được tệp',
  importQueued: 'Tệp lớn đã được xếp hàng nhập; kết quả sẽ hiện trong danh sách lần nhập',
  urlInvalid: 'Địa chỉ phải bắt đầu bằng http:// hoặc https://',
  titleTooLong: 'Tiêu đề tối đa 500 kí tự',
  tickerFormat: 'Mã chứng khoán gồm 2-12 chữ cái hoặc chữ số',
  icbFormat: 'Mã ngành ICB gồm 4 chữ số',
  yearInvalid: 'Năm không hợp lệ',
  newsUnknown: 'Không tìm thấy tin tức.',
  documentUnknown: 'Không tìm thấy tài liệu.',
  newsDeleted: 'Đã xoá tin tức.',
  documentDeleted: 'Đã xoá tài liệu.',
} as const;

/** The 403 of every admin route to a signed-in caller who is not an administrator. */
export const ADMIN_FORBIDDEN_MESSAGE = ADMIN_MESSAGES.forbidden;

/** Kinds of company documents an administrator files, with their names on screen. */
export const DOCUMENT_KINDS = [
  'annual_report',
  'financial_statement',
  'disclosure',
  'shareholder_meeting',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  annual_report: 'Báo cáo thường niên',
  financial_statement: 'Báo cáo tài chính',
  disclosure: 'Công bố thông tin',
  shareholder_meeting: 'Đại hội cổ đông',
  other: 'Khác',
};

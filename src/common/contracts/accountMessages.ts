/**
 * The account messages and the device-ticket header, without zod: the app shell (account slice,
 * thunks, requests) needs them on every page, and importing them from account.ts would put zod and
 * every account schema in each page's first-load JavaScript. account.ts re-exports them.
 */
export const ACCOUNT_MESSAGES = {
  required: 'Vui lòng nhập thông tin!',
  confirmMismatch: 'Nhập lại mật khẩu không khớp',
  passwordMin: 'Mật khẩu phải có ít nhất 8 kí tự',
  phoneInvalid: 'Số điện thoại không đúng',
  otpMismatch: 'OTP không khớp. Vui lòng thử lại.',
  otpMatch: 'OTP chính xác!',
  forgotSuccess: 'Thành công',
  deviceRemoved: 'Xoá thiết bị thành công',
  /** Followed by a readable time ("YYYY-MM-DD HH:mm", Vietnam time). */
  deviceRemoveTooEarly: 'Bạn chỉ có thể xoá thiết bị sau ',
  // Our wording (the spec shows no other message):
  emailInvalid: 'E-mail không đúng định dạng',
  passwordTooLong: 'Mật khẩu tối đa 72 byte',
  nameTooLong: 'Họ tên tối đa 100 kí tự',
  nameInvisible: 'Họ tên phải có ít nhất một chữ cái hoặc chữ số nhìn thấy được',
  birthDateInvalid: 'Ngày sinh không hợp lệ',
  otpFormat: 'OTP gồm 6 chữ số',
  registered: 'Đăng ký thành công. Vui lòng kiểm tra e-mail để kích hoạt tài khoản.',
  badCredentials: 'E-mail hoặc mật khẩu không đúng.',
  notActivated: 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra e-mail kích hoạt.',
  activated: 'Kích hoạt tài khoản thành công. Bạn có thể đăng nhập.',
  activationInvalid: 'Liên kết kích hoạt không hợp lệ, đã hết hạn hoặc đã được sử dụng.',
  activationAlreadyActive: 'Tài khoản đã được kích hoạt. Bạn có thể đăng nhập.',
  activationResent:
    'Nếu e-mail và mật khẩu khớp với một đăng ký chưa kích hoạt, e-mail kích hoạt mới đã được gửi (liên kết có hiệu lực 24 giờ).',
  activationPasswordWrong:
    'Mật khẩu không khớp với mật khẩu đã đặt khi đăng ký bằng liên kết này. Nếu bạn đã đăng ký nhiều lần, hãy dùng liên kết của lần đăng ký có mật khẩu này.',
  otpSent: 'Nếu e-mail đã đăng ký, mã OTP đã được gửi. Mã có hiệu lực trong 10 phút.',
  otpExpired: 'Mã OTP đã hết hạn hoặc đã nhập sai quá số lần cho phép. Vui lòng gửi lại mã.',
  resetProofInvalid: 'Phiên đặt lại mật khẩu đã hết hạn. Vui lòng thực hiện lại.',
  passwordChanged: 'Đổi mật khẩu thành công',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng',
  deviceLimit:
    'Tài khoản đã đạt giới hạn thiết bị. Vui lòng xoá một thiết bị để đăng nhập trên thiết bị này.',
  deviceUnknown: 'Không tìm thấy thiết bị.',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  sessionEndedElsewhere:
    'Phiên đăng nhập đã kết thúc (đã hết hạn hoặc đã đăng xuất ở nơi khác). Bạn đang xem với tư cách khách; hãy đăng nhập lại để tiếp tục.',
  socialInvalid: 'Không xác thực được tài khoản mạng xã hội. Vui lòng thử lại.',
  socialNoEmail: 'Tài khoản mạng xã hội không cung cấp e-mail. Vui lòng đăng ký bằng e-mail.',
  profileSaved: 'Cập nhật thông tin thành công',
  passwordCommon: 'Mật khẩu này quá phổ biến nên rất dễ bị đoán. Vui lòng chọn mật khẩu khác.',
  passwordHasEmail: 'Mật khẩu không được chứa địa chỉ e-mail (hoặc phần trước @ của e-mail).',
  passwordSameAsCurrent: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  profileConflict:
    'Thông tin tài khoản vừa được thay đổi ở nơi khác, nên thay đổi của bạn chưa được lưu. Trang đã hiện thông tin mới nhất; hãy kiểm tra rồi lưu lại nếu cần.',
  profileVersionRequired: 'Phiên bản thông tin tài khoản không hợp lệ. Vui lòng tải lại trang.',
  avatarInvalid: 'Ảnh đại diện phải là ảnh PNG, JPEG hoặc WebP, tối đa 512 KB.',
} as const;

/** Who a removal ticket (answered with a DEVICE_LIMIT refusal) lets remove a device before login. */
export const DEVICE_TICKET_HEADER = 'x-device-ticket';

/** Digits of the password-reset code sent by e-mail. */
export const OTP_LENGTH = 6;

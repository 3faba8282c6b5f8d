import type { Duplex } from 'node:stream';

/**
 * The answer to a request Node's HTTP parser refuses before any route sees it (a body cut off before
 * its Content-Length, a malformed request line, headers too large, a request too slow): the same
 * JSON `{ code, message }` in Vietnamese every API refusal carries, instead of Node's bare
 * "400 Bad Request" without a body. For `server.on('clientError', answerClientError)`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', 'Phần đầu của yêu cầu quá lớn.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'REQUEST_TIMEOUT', 'Yêu cầu gửi đến quá chậm, vui lòng thử lại.']
        : [400, 'Bad Request', 'BAD_REQUEST', 'Yêu cầu không hợp lệ hoặc không đầy đủ.'];
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${String(status)} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}

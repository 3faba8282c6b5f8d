/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { RegisterForm } from '../components/RegisterForm';

installSelectDomShims();

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

function type(label: string, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

async function submit(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
  await settle();
}

describe('RegisterForm', () => {
  it("started from a locked section's free registration, its login link returns to that page", () => {
    renderWithStore(<RegisterForm next="/enterprise/FPT/chart" />);
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/account/login?next=%2Fenterprise%2FFPT%2Fchart',
    );
  });

  it('asks for every field with the spec message', async () => {
    renderWithStore(<RegisterForm />);
    await submit();
    await waitFor(() => {
      expect(screen.getAllByText('Vui lòng nhập thông tin!')).toHaveLength(5);
    });
  });

  it('says exactly what is wrong: short password, mismatched confirm, bad phone', async () => {
    renderWithStore(<RegisterForm />);
    type('Họ và tên', 'Nguyễn Văn An');
    type('E-mail', 'an@vidu.vn');
    type('Số điện thoại', '12345');
    type('Mật khẩu', 'ngan');
    type('Nhập lại mật khẩu', 'khac-han');
    await submit();
    expect(await screen.findByText('Mật khẩu phải có ít nhất 8 kí tự')).toBeInTheDocument();
    expect(screen.getByText('Nhập lại mật khẩu không khớp')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không đúng')).toBeInTheDocument();
    expect(screen.queryByText('Vui lòng nhập thông tin!')).not.toBeInTheDocument();
  });

  it('submits the form and shows the server message with a login link', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.registered } });
      }),
    );
    renderWithStore(<RegisterForm />);
    type('Họ và tên', 'Nguyễn Văn An');
    type('E-mail', 'an@vidu.vn');
    type('Số điện thoại', '0912 345 678');
    type('Mật khẩu', 'matkhau123');
    type('Nhập lại mật khẩu', 'matkhau123');
    fireEvent.submit(field('Nhập lại mật khẩu'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Nguyễn Văn An',
      email: 'an@vidu.vn',
      phone: '0912 345 678',
      password: 'matkhau123',
      confirmPassword: 'matkhau123',
    });
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
  });
});

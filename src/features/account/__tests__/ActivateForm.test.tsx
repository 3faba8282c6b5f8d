/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_MESSAGES } from '@/common/contracts/account';
import AccountActivatePage from '@/pages/account/activate';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ActivateForm } from '../components/ActivateForm';

installSelectDomShims();

const mockRouter = { query: {} as Record<string, string>, isReady: true };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const TOKEN = 'tok_en-abcdefghijklmnopqrstuvwxyz';

const server = setupServer();
const bodies: unknown[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => {
  server.close();
});

/** The activation endpoint: `answer` decides from the posted password. */
function activationAnswers(answer: (password: string) => Response) {
  server.use(
    http.post('*/api/users/activate', async ({ request }) => {
      const body = (await request.json()) as { token: string; password: string };
      bodies.push(body);
      return answer(body.password);
    }),
  );
}

function refusal(message: string) {
  return HttpResponse.json({ code: 'BAD_REQUEST', message, requestId: 'r1' }, { status: 400 });
}

async function submitPassword(password: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('Mật khẩu đã đặt khi đăng ký'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Kích hoạt tài khoản' }));
  await settle();
}

describe('ActivateForm', () => {
  it('asks for the password chosen at registration before sending anything', async () => {
    renderWithStore(<ActivateForm token={TOKEN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kích hoạt tài khoản' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.required)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('keeps the form after a wrong password, then activates with the right one', async () => {
    activationAnswers((password) =>
      password === 'Mat-khau-dung-1'
        ? HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.activated, email: 'an@vidu.vn' } })
        : refusal(ACCOUNT_MESSAGES.activationPasswordWrong),
    );
    renderWithStore(<ActivateForm token={TOKEN} />);
    await submitPassword('Mat-khau-sai-1');
    expect(await screen.findByText(ACCOUNT_MESSAGES.activationPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu đã đặt khi đăng ký')).toBeInTheDocument();

    await submitPassword('Mat-khau-dung-1');
    const result = await screen.findByTestId('activate-result');
    expect(result).toHaveTextContent('Kích hoạt thành công');
    expect(result).toHaveTextContent(ACCOUNT_MESSAGES.activated);
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/account/login?email=an%40vidu.vn',
    );
    expect(bodies).toEqual([
      { token: TOKEN, password: 'Mat-khau-sai-1' },
      { token: TOKEN, password: 'Mat-khau-dung-1' },
    ]);
  });

  it('ends on a dead link and offers to register again', async () => {
    activationAnswers(() => refusal(ACCOUNT_MESSAGES.activationInvalid));
    renderWithStore(<ActivateForm token={TOKEN} />);
    await submitPassword('Mat-khau-bat-ky');
    const result = await screen.findByTestId('activate-result');
    expect(result).toHaveTextContent('Kích hoạt không thành công');
    expect(result).toHaveTextContent(ACCOUNT_MESSAGES.activationInvalid);
    expect(screen.getByRole('link', { name: 'Đăng ký lại' })).toHaveAttribute('href', '/account/register');
    expect(screen.queryByLabelText('Mật khẩu đã đặt khi đăng ký')).not.toBeInTheDocument();
  });

  it('says the link is invalid when it carries no token', async () => {
    renderWithStore(<ActivateForm token="" />);
    await settle();
    expect(screen.getByTestId('activate-result')).toHaveTextContent(ACCOUNT_MESSAGES.activationInvalid);
  });
});

describe('the activation page', () => {
  it('sends nothing on load (a mail scanner opening the link activates nothing), then posts the link’s token', async () => {
    mockRouter.query = { token: TOKEN };
    activationAnswers(() =>
      HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.activated, email: 'an@vidu.vn' } }),
    );
    renderWithStore(<AccountActivatePage />);
    await settle();
    expect(await screen.findByLabelText('Mật khẩu đã đặt khi đăng ký')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await submitPassword('Mat-khau-dung-1');
    await waitFor(() => {
      expect(screen.getByTestId('activate-result')).toHaveTextContent('Kích hoạt thành công');
    });
    expect(bodies).toEqual([{ token: TOKEN, password: 'Mat-khau-dung-1' }]);
  });
});

describe('a used activation link', () => {
  it('says the account is already active and offers the login, not an error', async () => {
    activationAnswers(() =>
      HttpResponse.json(
        { code: 'CONFLICT', message: ACCOUNT_MESSAGES.activationAlreadyActive, requestId: 'r1' },
        { status: 409 },
      ),
    );
    renderWithStore(<ActivateForm token={TOKEN} />);
    await submitPassword('Mat-khau-123');
    const result = await screen.findByTestId('activate-result');
    expect(result).toHaveTextContent('Tài khoản đã được kích hoạt');
    expect(result).toHaveTextContent(ACCOUNT_MESSAGES.activationAlreadyActive);
    expect(result).not.toHaveTextContent('Kích hoạt không thành công');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
  });
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountDevice } from '@/common/contracts/account';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { formatVietnamTime } from '../accountFormat';
import { DeviceList } from '../components/DeviceList';
import { DEVICE_ID, OTHER_DEVICES } from './fixtures';

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

describe('device removal time', () => {
  it('keeps Xoá disabled until the device may be removed and says when, as YYYY-MM-DD HH:mm', async () => {
    const current = { ...OTHER_DEVICES[0]!, deviceId: DEVICE_ID, name: 'Chrome trên Windows', current: true };
    const recent: AccountDevice = {
      ...OTHER_DEVICES[1]!,
      deviceId: 'new-tablet-0003',
      name: 'Chrome trên Android',
      firstSeenAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      removableAt: new Date(Date.now() + 23 * 60 * 60 * 1000).toISOString(),
    };
    server.use(
      http.get('*/api/users/devices', () => HttpResponse.json({ data: [current, OTHER_DEVICES[0], recent] })),
    );
    renderWithStore(<DeviceList />);
    const items = await screen.findAllByTestId('device-item');
    expect(items).toHaveLength(3);

    const early = screen.getByRole('button', { name: 'Xoá thiết bị Chrome trên Android' });
    expect(early).toBeDisabled();
    const when = formatVietnamTime(recent.removableAt);
    expect(when).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(within(items[2]!).getByText(`Có thể xoá từ ${when}`)).toBeInTheDocument();

    // A device past its waiting time can be removed.
    expect(screen.getByRole('button', { name: 'Xoá thiết bị Firefox trên Linux' })).toBeEnabled();
  });
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { NamePromptModal } from '../components/NamePromptModal';

installSelectDomShims();

function prompt(open: boolean) {
  return (
    <NamePromptModal
      open={open}
      title="Đổi tên mục"
      okText="Lưu"
      initialName="Hiệu quả"
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
    />
  );
}

describe('the section name dialog', () => {
  it('moves the focus into its name field when it opens (it is rendered closed ahead of time)', async () => {
    const view = render(prompt(false));
    await act(async () => {
      await Promise.resolve();
    });
    view.rerender(prompt(true));
    const field = await screen.findByLabelText('Tên mục');
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
    expect(field).toHaveValue('Hiệu quả');
  });
});

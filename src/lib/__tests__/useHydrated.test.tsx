/**
 * @jest-environment jest-fixed-jsdom
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../useHydrated';

function Field() {
  return <input disabled={!useHydrated()} />;
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, then true: the field ends enabled', async () => {
    const html = renderToString(<Field />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Field />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(container.querySelector('input')).not.toBeDisabled();
    expect(errors).toEqual([]);
  });
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useKeepServerHtml } from '../useKeepServerHtml';

function Recorder({ values }: { values: boolean[] }) {
  const keep = useKeepServerHtml();
  values.push(keep);
  return <p>{keep ? 'giữ' : 'vẽ'}</p>;
}

describe('useKeepServerHtml', () => {
  it('is false for a component mounted on the client (after the first hydration)', () => {
    const client: boolean[] = [];
    render(<Recorder values={client} />);
    expect(client.every((value) => !value)).toBe(true);
  });

  it('is true while hydrating and turns false right after', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>vẽ</p>';
    const values: boolean[] = [];
    let root: Root | undefined;
    await act(async () => {
      // The text differs on purpose: suppressHydrationWarning is the caller's business.
      root = hydrateRoot(container, <Recorder values={values} />, { onRecoverableError: () => undefined });
      await Promise.resolve();
    });
    expect(values[0]).toBe(true);
    expect(values.at(-1)).toBe(false);
    expect(container.textContent).toBe('vẽ');
    act(() => root?.unmount());
  });
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useClientModule } from '../useClientModule';

const loadGreeting = () => Promise.resolve({ Greeting: () => <p>Xin chào</p> });
const loadBroken = () => Promise.reject(new Error('chunk failed'));

function Host({ load }: { load: () => Promise<{ Greeting: () => React.JSX.Element }> }) {
  const loaded = useClientModule(load);
  return loaded ? <loaded.Greeting /> : <p>Đang tải</p>;
}

describe('useClientModule', () => {
  it('renders the placeholder on the server', () => {
    expect(renderToString(<Host load={loadGreeting} />)).toContain('Đang tải');
  });

  it('renders the module once it has loaded in the browser', async () => {
    render(<Host load={loadGreeting} />);
    expect(screen.getByText('Đang tải')).toBeInTheDocument();
    expect(await screen.findByText('Xin chào')).toBeInTheDocument();
  });

  it('keeps the placeholder when the module fails to load', async () => {
    render(<Host load={loadBroken} />);
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByText('Đang tải')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { IslandErrorBoundary } from './IslandErrorBoundary';
import { RemoteFallback, FALLBACK_TITLE } from './RemoteFallback';

function Broken(): never {
  throw new Error('remote page crashed');
}

describe('IslandErrorBoundary', () => {
  it('shows the Spanish fallback with retry and WhatsApp when a remote page throws, and reports it', () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IslandErrorBoundary onError={onError} fallback={<RemoteFallback retryHref="/impresiones/dtf" />}>
        <Broken />
      </IslandErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveAttribute('href', '/impresiones/dtf');
    expect(screen.getByRole('button', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/18095550100\?text=/,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote page crashed' }));
  });

  it('renders the page when nothing goes wrong', () => {
    render(
      <IslandErrorBoundary onError={jest.fn()} fallback={<p>fallback</p>}>
        <p>página</p>
      </IslandErrorBoundary>,
    );
    expect(screen.getByText('página')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});

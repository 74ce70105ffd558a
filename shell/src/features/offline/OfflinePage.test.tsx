import { render, screen } from '@testing-library/react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { OfflinePage, OFFLINE_TITLE } from './OfflinePage';

describe('OfflinePage', () => {
  beforeEach(() => render(<OfflinePage />));

  it('says there is no connection, in Spanish', () => {
    expect(screen.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeInTheDocument();
  });

  it('gives the WhatsApp chat and the phone from the identity file', () => {
    expect(screen.getByRole('link', { name: `WhatsApp ${BUSINESS.phoneDisplay}` })).toHaveAttribute(
      'href',
      `https://wa.me/${BUSINESS.whatsappNumber}`,
    );
    expect(screen.getByRole('link', { name: `Llamar al ${BUSINESS.phoneDisplay}` })).toHaveAttribute(
      'href',
      BUSINESS.phoneHref,
    );
  });

  it('shows the opening hours', () => {
    for (const h of BUSINESS.hours) expect(screen.getByText(h.time)).toBeInTheDocument();
  });

  it('says to reload when the connection is back, and links home', () => {
    expect(screen.getByText(/Cuando vuelva la conexión, recarga esta página/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});

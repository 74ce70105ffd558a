import { render, screen } from '@testing-library/react';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { QuoteButton } from './QuoteButton';

describe('QuoteButton', () => {
  it("is a 'whatsapp' purchase intent for its product once complete (field data)", () => {
    render(<QuoteButton incomplete={false} hint="Elige un color." item="polo-2" onClick={() => undefined} />);
    expect(clickIntent(screen.getByRole('button', { name: 'Cotizar por WhatsApp' }))).toMatchObject({
      kind: 'whatsapp',
      item: 'polo-2',
    });
  });

  it('counts for nothing while incomplete: that click only explains what is missing', () => {
    render(<QuoteButton incomplete hint="Elige un color." item="polo-2" onClick={() => undefined} />);
    expect(clickIntent(screen.getByRole('button', { name: 'Cotizar por WhatsApp' }))).toBeNull();
  });
});

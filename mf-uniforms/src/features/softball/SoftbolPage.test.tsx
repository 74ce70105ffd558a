import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS } from '@estampa/shared/business/identity';
import SoftbolPage from './SoftbolPage';
import { softballModels } from './data';
import { hydrationErrors } from '@estampa/test/hydration';
import { viewImageButton } from '../../common/testing/cards';

describe('SoftbolPage', () => {
  it('shows 20 models, the three features and a contact call to action', () => {
    render(<SoftbolPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const region = screen.getByRole('region', { name: '20 MODELOS DISPONIBLES' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    expect(
      within(region)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(softballModels.map((m) => `/remotes/uniforms/art/softbol/${m.id}.svg`));
    for (const f of ['Libertad de Movimiento', 'Protección UV', 'Cortes Femeninos'])
      expect(screen.getByRole('heading', { name: f })).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: '¿Listo para vestir a tu equipo?' });
    expect(within(cta).getByRole('button', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/.*softbol/,
    );
    expect(within(cta).getByRole('button', { name: `Llamar al ${BUSINESS.phoneDisplay}` })).toHaveAttribute(
      'href',
      BUSINESS.phoneHref,
    );
    expect(within(cta).getByRole('button', { name: 'Ir a Contacto' })).toHaveAttribute('href', '/contacto');
  });

  it('opens and closes the lightbox by keyboard', async () => {
    const user = userEvent.setup();
    render(<SoftbolPage />);
    const m = softballModels[9];
    const button = viewImageButton(m.name);
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: m.name })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('hydrates without a mismatch', async () => {
    expect(await hydrationErrors(<SoftbolPage />)).toEqual([]);
  });
});

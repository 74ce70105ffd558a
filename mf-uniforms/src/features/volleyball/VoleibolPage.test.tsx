import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { colors } from '@estampa/shared/theme/theme';
import VoleibolPage from './VoleibolPage';
import { volleyballModels } from './data';
import { viewImageButton } from '../../common/testing/cards';

describe('VoleibolPage', () => {
  it('shows 20 models and the flexibility, vibrant colours and ventilation features on a dark theme', () => {
    const { container } = render(<VoleibolPage />);
    const region = screen.getByRole('region', { name: '20 MODELOS DISPONIBLES' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    for (const f of ['Flexibilidad', 'Colores Vibrantes', 'Ventilación'])
      expect(screen.getByRole('heading', { name: f })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ backgroundColor: colors.dark });
    expect(region).toHaveStyle({ backgroundColor: colors.dark });
    // every heading and card reads light on dark
    expect(screen.getByRole('heading', { name: 'Diseñados para la cancha' })).toHaveStyle({ color: colors.onDark });
    expect(screen.getByRole('heading', { name: '20 MODELOS DISPONIBLES' })).toHaveStyle({ color: colors.onDark });
    expect(screen.getByRole('heading', { name: 'Flexibilidad' }).closest('li')).toHaveStyle({
      backgroundColor: colors.darkSurface,
    });
    expect(within(region).getAllByRole('listitem')[0]).toHaveStyle({
      backgroundColor: colors.darkSurface,
      color: colors.onDark,
    });
  });

  it('opens and closes the lightbox', async () => {
    const user = userEvent.setup();
    render(<VoleibolPage />);
    const m = volleyballModels[0];
    await user.click(viewImageButton(m.name));
    const dialog = screen.getByRole('dialog', { name: m.name });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar imagen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

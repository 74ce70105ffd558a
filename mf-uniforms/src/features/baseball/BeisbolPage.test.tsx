import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BeisbolPage from './BeisbolPage';
import { baseballModels } from './data';
import { viewImageButton } from '../../common/testing/cards';

describe('BeisbolPage', () => {
  it('shows 20 models and the classic style, durability and MLB quality features', () => {
    render(<BeisbolPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'UNIFORMES DE BÉISBOL' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: '20 MODELOS DISPONIBLES' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    for (const f of ['Estilo Clásico', 'Durabilidad', 'Calidad MLB'])
      expect(screen.getByRole('heading', { name: f })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: `Uniforme de béisbol modelo ${baseballModels[0].name}, colores ${baseballModels[0].colors}`,
      }),
    ).toBeInTheDocument();
  });

  it('opens the lightbox with the model name', async () => {
    const user = userEvent.setup();
    render(<BeisbolPage />);
    const m = baseballModels[19];
    await user.click(viewImageButton(m.name));
    // The name once in the dialog: its title.
    const dialog = screen.getByRole('dialog', { name: m.name });
    expect(within(dialog).getAllByText(m.name)).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { name: m.name })).toBeInTheDocument();
  });
});

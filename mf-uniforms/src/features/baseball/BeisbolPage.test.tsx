import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BeisbolPage from './BeisbolPage';
import { baseballModels } from './data';

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
    await user.click(screen.getByRole('button', { name: `Ver Imagen de ${m.name}` }));
    expect(
      within(screen.getByRole('dialog', { name: m.name })).getByText(m.name, { selector: 'figcaption' }),
    ).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { KitArt } from './KitShapes';

describe('a kit drawing', () => {
  it('draws each piece once in its own place, named as one image', () => {
    render(<KitArt colorName="Rojo" label="Ilustración del combo" pieces={['polo', 'cap', 'mug']} />);
    const drawing = screen.getByRole('img', { name: 'Ilustración del combo' });
    const places = [...drawing.querySelectorAll(':scope > g')].map((g) => g.getAttribute('transform'));
    expect(places).toHaveLength(3);
    expect(new Set(places).size).toBe(3);
  });

  it('holds at most four pieces', () => {
    render(<KitArt colorName="Negro" label="Kit" pieces={['hoodie', 'shirt', 'cap', 'mug', 'bottle', 'notebook']} />);
    expect(screen.getByRole('img', { name: 'Kit' }).querySelectorAll(':scope > g')).toHaveLength(4);
  });
});

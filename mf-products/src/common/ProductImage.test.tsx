import { render, screen } from '@testing-library/react';
import { MugArt } from './art/mugShapes';
import { ProductImage } from './ProductImage';

const art = <MugArt colorName="Rojo" label="Ilustración de la taza en color Rojo" />;

describe('ProductImage', () => {
  it('shows our tinted illustration while the catalogue has no photo', () => {
    render(<ProductImage alt="Foto de la taza" art={art} />);
    const img = screen.getByRole('img', { name: 'Ilustración de la taza en color Rojo' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    expect(img.querySelector('path[fill="#dc2626"]')).not.toBeNull();
  });

  it('shows a same-site photo, sized and lazily loaded when asked', () => {
    render(<ProductImage image="/remotes/products/fotos/taza.jpg" alt="Foto de la taza" art={art} lazy />);
    const img = screen.getByRole('img', { name: 'Foto de la taza' });
    expect(img).toHaveAttribute('src', '/remotes/products/fotos/taza.jpg');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('ignores an unsafe image URL and keeps the illustration', () => {
    render(<ProductImage image="javascript:alert(1)" alt="Foto de la taza" art={art} />);
    expect(screen.queryByRole('img', { name: 'Foto de la taza' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ilustración de la taza en color Rojo' })).toBeInTheDocument();
  });
});

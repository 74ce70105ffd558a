import { render, screen } from '@testing-library/react';
import { clickIntent } from '@estampa/shared/telemetry/readIntent';
import { ProductImageView, SampleProductCard } from './SampleProducts';
import { ILLUSTRATION_KINDS, ProductIllustration } from './ProductIllustration';
import { chatText } from './testing';
import type { SampleProduct } from './types';

const product: SampleProduct = {
  id: 'x',
  name: 'Bolsos ecológicos',
  description: 'Bolsos de tela.',
  price: 1200,
  image: { kind: 'tshirt', color: '#fff', alt: 'Ilustración de un bolso' },
};

describe('SampleProductCard', () => {
  it('shows name, description, "Desde" price and a quote link opening the chat without a message (SPEC.md)', () => {
    render(
      <ul>
        <SampleProductCard product={product} />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Bolsos ecológicos' })).toBeInTheDocument();
    expect(screen.getByText('Bolsos de tela.')).toBeInTheDocument();
    expect(screen.getByText('Desde $1,200')).toBeInTheDocument();
    const link = screen.getByRole('button', { name: 'Cotizar', description: 'Bolsos ecológicos' });
    expect(chatText(link)).toBeNull();
    // Field data counts the quote for the product.
    expect(clickIntent(link)).toMatchObject({ kind: 'whatsapp', item: 'x' });
  });
});

describe('ProductImageView', () => {
  it('draws the illustration when there is no photo', () => {
    render(<ProductImageView image={product.image} />);
    const img = screen.getByRole('img', { name: 'Ilustración de un bolso' });
    expect(img.tagName.toLowerCase()).toBe('svg');
  });

  it('shows a same-site photo, lazily, with its size and alt text', () => {
    render(
      <ProductImageView
        image={{ ...product.image, url: '/remotes/prints/fotos/bolso.webp', alt: 'Foto de un bolso' }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Foto de un bolso' });
    expect(img.tagName.toLowerCase()).toBe('img');
    expect(img).toHaveAttribute('src', '/remotes/prints/fotos/bolso.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '160');
  });

  it('ignores an unsafe photo URL and draws instead', () => {
    render(<ProductImageView image={{ ...product.image, url: 'javascript:alert(1)' }} />);
    expect(screen.getByRole('img').tagName.toLowerCase()).toBe('svg');
  });
});

describe('ProductIllustration', () => {
  it.each(ILLUSTRATION_KINDS)('draws a %s tinted with the given colour', (kind) => {
    render(<ProductIllustration kind={kind} color="#123456" label={`Dibujo ${kind}`} />);
    const svg = screen.getByRole('img', { name: `Dibujo ${kind}` });
    expect(svg).toHaveAttribute('width', '160');
    expect(svg.querySelector('[fill="#123456"], [stroke="#123456"]')).not.toBeNull();
  });
});

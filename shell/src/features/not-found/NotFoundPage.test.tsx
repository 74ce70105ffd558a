import { render, screen } from '@testing-library/react';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('has the single h1 404 and no <main> of its own', () => {
    const { container } = render(<NotFoundPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404$/);
    expect(container.querySelector('main')).toBeNull();
  });

  it("shows the title 'This page has not been generated' once, in bold inside the sentence", () => {
    render(<NotFoundPage />);
    const title = screen.getByText('This page has not been generated');
    expect(title.tagName).toBe('STRONG');
    expect(title.closest('p')).toHaveTextContent(/^404 - This page has not been generated\. Tell me/);
  });

  it('shows the full sentence of docs/product-rules.md#messages, marked as English', () => {
    render(<NotFoundPage />);
    const sentence = screen.getByText(
      (_, el) =>
        el?.tagName === 'P' &&
        el.textContent === '404 - This page has not been generated. Tell me what you would like on this page',
    );
    expect(sentence).toBeVisible();
    expect(sentence).toHaveAttribute('lang', 'en');
  });

  it('links back home in Spanish', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('button', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});

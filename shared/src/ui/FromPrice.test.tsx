import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fromPrice } from '../money/money';
import { FromPrice } from './FromPrice';

describe('FromPrice', () => {
  test.each([12, 1200, 12.5])('reads exactly as fromPrice(%p), as one text in the served HTML', (amount) => {
    render(<FromPrice amount={amount} />);
    expect(screen.getByText(fromPrice(amount)).closest('p')).not.toBeNull();
    expect(renderToString(<FromPrice amount={amount} />)).toContain(`>${fromPrice(amount)}<`);
  });
});

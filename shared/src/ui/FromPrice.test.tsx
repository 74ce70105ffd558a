import { render, screen } from '@testing-library/react';
import { wholeText } from '@estampa/test/wholeText';
import { fromPrice } from '../money/money';
import { FromPrice } from './FromPrice';

describe('FromPrice', () => {
  test.each([12, 1200, 12.5])(
    'one paragraph that reads exactly as fromPrice(%p), "Desde" in an element of its own',
    (amount) => {
      render(<FromPrice amount={amount} />);
      const hint = screen.getByText(wholeText(fromPrice(amount)));
      expect(hint.tagName).toBe('P');
      // The word is set apart (smaller) from the amount.
      expect(screen.getByText('Desde').tagName).toBe('SPAN');
      expect(hint).toContainElement(screen.getByText('Desde'));
    },
  );
});

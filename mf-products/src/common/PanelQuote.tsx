import type { Dispatch, ReactNode } from 'react';
import { QuantityField } from './QuantityField';
import { QuoteButton } from './QuoteButton';
import { TotalLine } from './TotalLine';
import { quoteHint } from './hints';
import { choiceComplete, type ProductChoice } from './productChoice';
import { sendQuote, type QuoteCheck } from './quote';

type Props<S extends ProductChoice> = {
  product: { id: string; price: number };
  state: S;
  dispatch: Dispatch<{ type: 'increment' } | { type: 'decrement' }>;
  /** The quantity stepper's accessible name: 'Cantidad de polos'. */
  quantityLabel: string;
  /** The state's quote: the chat message, or the alert saying what is missing. */
  check: (state: S) => QuoteCheck;
  /** What the product offers or includes, between the quantity and the total. */
  children?: ReactNode;
};

/**
 * The end of every configurator panel (docs/product-rules.md#behaviour): the quantity, what the product
 * offers, the estimated total and the quote button, shown disabled, saying what is missing, until the
 * quote has what it needs.
 */
export function PanelQuote<S extends ProductChoice>({
  product,
  state,
  dispatch,
  quantityLabel,
  check,
  children,
}: Props<S>) {
  return (
    <>
      <QuantityField
        value={state.quantity}
        label={quantityLabel}
        onDecrement={() => dispatch({ type: 'decrement' })}
        onIncrement={() => dispatch({ type: 'increment' })}
      />
      {children}
      <TotalLine unitPrice={product.price} quantity={state.quantity} />
      <QuoteButton
        item={product.id}
        incomplete={!choiceComplete(state)}
        hint={quoteHint(state)}
        onClick={() => sendQuote(check(state))}
      />
    </>
  );
}

import { css } from '@emotion/react';
import type { Dispatch, ReactNode } from 'react';
import { formatMoney } from '@estampa/shared/money/money';
import { ChoiceGroup } from './ChoiceGroup';
import { PanelSummary } from './Configurator';
import { CountedTextField } from './CountedTextField';
import { FeatureList } from './FeatureList';
import { QuantityField } from './QuantityField';
import { QuoteButton } from './QuoteButton';
import { TotalLine } from './TotalLine';
import { canQuoteDrinkware, type DrinkwareAction, type DrinkwareState } from './drinkwareReducer';
import { sendQuote, type QuoteCheck } from './quote';

type Drinkware = {
  id: string;
  name: string;
  price: number;
  colors: readonly string[];
  description: string;
  features: readonly string[];
};

/**
 * The panel of the drinkware configurators (tazas, termos): the chosen product, its colour, an
 * optional text, the quantity, its features, the total and the quote (docs/product-rules.md#behaviour).
 */
export function DrinkwarePanel<P extends Drinkware>(props: {
  product: P;
  state: DrinkwareState;
  dispatch: Dispatch<DrinkwareAction>;
  /** The product's picture in a colour, with its label. */
  art: (colorName: string, label: string) => ReactNode;
  /** How the product is named in a sentence ("la Taza …", "el Termo …"). */
  named: string;
  /** The summary's own lines under the price. */
  meta: ReactNode;
  text: { placeholder: string; maxLength: number };
  quantityLabel: string;
  check: (state: DrinkwareState) => QuoteCheck;
}) {
  const { product, state, dispatch, art, named, meta, text, quantityLabel, check } = props;
  const color = state.color ?? product.colors[0];
  return (
    <>
      <PanelSummary
        name={product.name}
        price={`${formatMoney(product.price)} por unidad`}
        art={art(color, `Vista previa ${named} en color ${color}`)}
      >
        {meta}
      </PanelSummary>
      <p css={css({ margin: 0 })}>{product.description}</p>
      <ChoiceGroup
        legend="Color"
        options={product.colors}
        value={state.color}
        swatches
        onChoose={(chosen) => dispatch({ type: 'chooseColor', color: chosen })}
      />
      <CountedTextField
        label="Texto personalizado (opcional)"
        placeholder={text.placeholder}
        value={state.customText}
        maxLength={text.maxLength}
        onChange={(value) => dispatch({ type: 'setText', text: value })}
      />
      <QuantityField
        value={state.quantity}
        label={quantityLabel}
        onDecrement={() => dispatch({ type: 'decrement' })}
        onIncrement={() => dispatch({ type: 'increment' })}
      />
      <FeatureList title="Características" items={product.features} />
      <TotalLine unitPrice={product.price} quantity={state.quantity} />
      <QuoteButton
        item={product.id}
        incomplete={!canQuoteDrinkware(state)}
        hint="Elige un color para cotizar."
        onClick={() => sendQuote(check(state))}
      />
    </>
  );
}

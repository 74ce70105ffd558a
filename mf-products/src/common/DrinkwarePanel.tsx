import { css } from '@emotion/react';
import type { Dispatch, ReactNode } from 'react';
import type { ProductArt } from './art/Art';
import { ChoiceFields } from './ChoiceFields';
import { PanelSummary } from './Configurator';
import { CountedTextField } from './CountedTextField';
import { FeatureList } from './FeatureList';
import { PanelQuote } from './PanelQuote';
import type { DrinkwareAction, DrinkwareState } from './drinkwareReducer';
import type { QuoteCheck } from './quote';

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
  art: ProductArt<P>;
  /** The summary's own lines under the price. */
  meta: ReactNode;
  text: { placeholder: string; maxLength: number };
  quantityLabel: string;
  check: (state: DrinkwareState) => QuoteCheck;
}) {
  const { product, state, dispatch, art, meta, text, quantityLabel, check } = props;
  return (
    <>
      <PanelSummary product={product} color={state.color} art={art}>
        {meta}
      </PanelSummary>
      <p css={css({ margin: 0 })}>{product.description}</p>
      <ChoiceFields colors={product.colors} state={state} dispatch={dispatch} />
      <CountedTextField
        label="Texto personalizado (opcional)"
        placeholder={text.placeholder}
        value={state.customText}
        maxLength={text.maxLength}
        onChange={(value) => dispatch({ type: 'setText', text: value })}
      />
      <PanelQuote product={product} state={state} dispatch={dispatch} quantityLabel={quantityLabel} check={check}>
        <FeatureList title="Características" items={product.features} />
      </PanelQuote>
    </>
  );
}

import type { Dispatch } from 'react';
import { ChoiceGroup } from './ChoiceGroup';
import type { ColorChoice, ColorSizeChoice } from './productChoice';

type ChooseColor = { type: 'chooseColor'; color: string };
type ChooseSize = { type: 'chooseSize'; size: string };

type Props =
  | { colors: readonly string[]; state: ColorChoice; dispatch: Dispatch<ChooseColor> }
  | {
      colors: readonly string[];
      sizes: readonly string[];
      state: ColorSizeChoice;
      dispatch: Dispatch<ChooseColor | ChooseSize>;
    };

/** The chosen product's colours, each with its swatch, and its sizes for products sold in sizes. */
export function ChoiceFields(props: Props) {
  return (
    <>
      <ChoiceGroup
        legend="Color"
        options={props.colors}
        value={props.state.color}
        swatches
        onChoose={(color) => props.dispatch({ type: 'chooseColor', color })}
      />
      {'sizes' in props && (
        <ChoiceGroup
          legend="Talla"
          options={props.sizes}
          value={props.state.size}
          onChoose={(size) => props.dispatch({ type: 'chooseSize', size })}
        />
      )}
    </>
  );
}

import { css } from '@emotion/react';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { swatchFor } from './swatches';
import { ToggleButtons } from './ToggleButtons';
import { toggleRow } from './styles';

type Props = {
  /** 'Color', 'Talla': the group's visible label. */
  legend: string;
  options: readonly string[];
  value: string | null;
  onChoose: (value: string) => void;
  /** Show a colour swatch before each option's name. */
  swatches?: boolean;
};

const fieldset = css({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const legendCss = css({ padding: 0, marginBottom: space.sm, fontWeight: font.weight.bold });
const dot = css({ width: 18, height: 18, borderRadius: '50%', border: `1px solid ${colors.inkSoft}`, flex: 'none' });

/** A colour's swatch, before its name. */
const swatch = (colorName: string) => (
  <span aria-hidden="true" css={dot} style={{ background: swatchFor(colorName) }} />
);

/** A labelled set of toggle buttons (aria-pressed) for one choice: colour or size. */
export function ChoiceGroup({ legend, options, value, onChoose, swatches = false }: Props) {
  return (
    <fieldset css={fieldset}>
      <legend css={legendCss}>{legend}</legend>
      <div css={toggleRow}>
        <ToggleButtons options={options} value={value} onChoose={onChoose} mark={swatches ? swatch : undefined} />
      </div>
    </fieldset>
  );
}

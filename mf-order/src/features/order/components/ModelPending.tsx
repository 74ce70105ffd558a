import { css } from '@emotion/react';
import { font, space } from '@estampa/shared/theme/theme';
import { Section } from '@estampa/shared/ui/Section';
import { LoadingModel } from './LoadingModel';

/**
 * The model area when the URL lacks the model (docs/product-rules.md#pages): the builder goes,
 * the message and the way back stay. It fills the screen, so the instructions below do not jump
 * up into view when the (much taller) builder gives way to it.
 */
export function ModelPending() {
  return (
    <Section tone="alt" labelledBy="pedido-modelo" css={css({ minHeight: '100vh' })}>
      <h2 id="pedido-modelo" css={css({ margin: `0 0 ${space.md}`, fontSize: font.size.xxl })}>
        Modelo seleccionado
      </h2>
      <LoadingModel />
    </Section>
  );
}

import { css } from '@emotion/react';
import { PATHS } from '@estampa/shared/routes/paths';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { LinkButton } from '@estampa/shared/ui/Button';
import { Section } from '@estampa/shared/ui/Section';
import { PAGE_TEXT } from '../data';
import { MESSAGES } from '../messages';

/**
 * The neutral frame's model area, while the query string is read or when it lacks the model.
 * The way back is there from the first byte: without JavaScript the page is not a dead end, and
 * nothing moves when the page finds the model missing. It fills the screen, so what follows
 * starts below the fold and does not jump when the builder (much taller) takes its place.
 */
export function ModelPending() {
  return (
    <Section tone="alt" labelledBy="pedido-modelo" css={css({ minHeight: '100vh' })}>
      <h2 id="pedido-modelo" css={css({ margin: `0 0 ${space.md}`, fontSize: font.size.xxl })}>
        Modelo seleccionado
      </h2>
      <p role="status" css={css({ margin: 0, fontSize: font.size.lg, color: colors.inkSoft })}>
        {MESSAGES.loadingModel}
      </p>
      <div css={css({ marginTop: space.lg })}>
        <LinkButton href={PATHS.basketball}>{PAGE_TEXT.backToCatalogue}</LinkButton>
      </div>
    </Section>
  );
}

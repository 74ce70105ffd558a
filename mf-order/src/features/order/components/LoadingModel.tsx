import { css } from '@emotion/react';
import { PATHS } from '@estampa/shared/routes/paths';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { LinkButton } from '@estampa/shared/ui/Button';
import { PAGE_TEXT } from '../data';
import { MESSAGES } from '../messages';

/**
 * 'Cargando información del modelo...' and the way back to the catalogue: what the page says
 * while the browser reads the model from the URL, without JavaScript, and when the URL lacks it.
 */
export function LoadingModel({ className }: { className?: string }) {
  return (
    <div className={className}>
      <p role="status" css={css({ margin: 0, fontSize: font.size.lg, color: colors.inkSoft })}>
        {MESSAGES.loadingModel}
      </p>
      <div css={css({ marginTop: space.lg })}>
        <LinkButton href={PATHS.basketball}>{PAGE_TEXT.backToCatalogue}</LinkButton>
      </div>
    </div>
  );
}

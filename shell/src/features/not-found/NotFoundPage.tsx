import { css } from '@emotion/react';
import { PATHS } from '@estampa/shared/routes/paths';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { LinkButton } from '@estampa/shared/ui/Button';
import { container } from '@estampa/shared/ui/styles';
import { NOT_FOUND_TITLE } from '../../routes/routeTable';

/**
 * The page for any unknown path: heading 404, the full sentence of docs/product-rules.md#messages
 * with its title ('This page has not been generated', also the document's title) set in bold inside
 * it (kept in English as the old site had them, marked lang="en"; written once, so a search for the
 * title finds one element), and a Spanish link back home.
 */
export function NotFoundPage() {
  return (
    <section
      aria-labelledby="no-encontrada-titulo"
      css={css({ paddingBlock: 'clamp(3rem, 10vw, 6rem)', textAlign: 'center' })}
    >
      <div css={container}>
        <h1
          id="no-encontrada-titulo"
          css={css({
            margin: 0,
            fontSize: 'clamp(4rem, 16vw, 7rem)',
            lineHeight: 1,
            fontWeight: font.weight.black,
            color: colors.primary,
          })}
        >
          404
        </h1>
        <p
          lang="en"
          css={css({
            margin: `${space.md} auto ${space.xl}`,
            maxWidth: 640,
            color: colors.muted,
            fontSize: font.size.lg,
            '& strong': { color: colors.ink },
          })}
        >
          {/* docs/product-rules.md#messages, 'Unknown route' */}
          404 - <strong>{NOT_FOUND_TITLE}</strong>. Tell me what you would like on this page
        </p>
        <p css={css({ margin: `0 0 ${space.lg}`, color: colors.inkSoft })}>
          La página que buscas no existe o fue movida.
        </p>
        <LinkButton href={PATHS.home}>Volver al inicio</LinkButton>
      </div>
    </section>
  );
}

export default NotFoundPage;

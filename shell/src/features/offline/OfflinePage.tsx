import { css } from '@emotion/react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { PATHS } from '@estampa/shared/routes/paths';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { container } from '@estampa/shared/ui/styles';
import { OpeningHours } from '../common/OpeningHours';

export const OFFLINE_TITLE = 'Sin conexión';

const link = css({
  display: 'inline-block',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  fontWeight: font.weight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});

/**
 * What the service worker shows for a page the visitor has not seen before when there is no
 * connection (shell/build/service-worker.js precaches it as /offline.html): how to reach the shop
 * anyway. Plain links only: it works with no script and no network.
 */
export function OfflinePage() {
  return (
    <section aria-labelledby="sin-conexion-titulo" css={css({ paddingBlock: 'clamp(2rem, 8vw, 4rem)' })}>
      <div css={[container, css({ maxWidth: 720 })]}>
        <h1 id="sin-conexion-titulo" css={css({ margin: 0, fontSize: font.size.hero, color: colors.primaryDark })}>
          {OFFLINE_TITLE}
        </h1>
        <p css={css({ fontSize: font.size.lg, color: colors.inkSoft })}>
          No pudimos abrir esta página porque no hay conexión a internet. Las páginas que ya visitaste siguen
          disponibles; esta la verás cuando vuelva la conexión.
        </p>
        <h2 css={css({ fontSize: font.size.xl, marginBottom: space.sm })}>Escríbenos o llámanos</h2>
        <p css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, margin: `0 0 ${space.lg}` })}>
          <a href={whatsappUrl()} css={[link, css({ background: colors.whatsapp, color: '#fff' })]}>
            WhatsApp {BUSINESS.phoneDisplay}
          </a>
          <a
            href={BUSINESS.phoneHref}
            css={[link, css({ border: `2px solid ${colors.primaryDark}`, color: colors.primaryDark })]}
          >
            Llamar al {BUSINESS.phoneDisplay}
          </a>
        </p>
        <h2 css={css({ fontSize: font.size.xl, marginBottom: space.sm })}>Horario</h2>
        <OpeningHours />
        <p css={css({ marginTop: space.xl })}>
          Cuando vuelva la conexión, recarga esta página.{' '}
          <a href={PATHS.home} css={css({ color: colors.primaryDark, fontWeight: font.weight.bold })}>
            Ir al inicio
          </a>
        </p>
      </div>
    </section>
  );
}

import { css } from '@emotion/react';
import { BUSINESS, shortAddress } from '@estampa/shared/business/identity';
import { colors, font, layout, mq, space } from '@estampa/shared/theme/theme';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@estampa/shared/ui/icons';
import { container } from '@estampa/shared/ui/styles';
import { NAV_GROUPS, ROUTES, menuLinks } from '../../routes/routeTable';
import { OpeningHours } from '../common/OpeningHours';
import { SocialIcons } from '../common/SocialIcons';
import { FOOTER_NAV_ID } from './ids';

/** The pages outside the dropdowns that have a menu label (Inicio, Contacto), in table order. */
const SITE_LINKS = ROUTES.filter((r) => r.navLabel && !r.navGroup).map((r) => ({
  name: r.navLabel as string,
  path: r.path,
}));
/** The link columns side by side as far as 130 px each allows. */
const LINKS_FIT = 'repeat(auto-fit, minmax(130px, 1fr))';

const LINK_COLUMNS = [
  { id: 'enlaces', label: 'Enlaces', links: SITE_LINKS },
  ...NAV_GROUPS.map((g) => ({ id: g.id, label: g.label, links: menuLinks(g.id) })),
];

const linkCss = css({
  color: colors.onDark,
  textDecoration: 'none',
  display: 'inline-block',
  paddingBlock: 2,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid #93c5fd`, outlineOffset: 2 },
});

const headingCss = css({
  margin: `0 0 ${space.sm}`,
  fontSize: font.size.md,
  fontWeight: font.weight.bold,
  color: '#fff',
  letterSpacing: '.04em',
  textTransform: 'uppercase',
});

/**
 * A link column takes two rows of the footer's grid, heading and list, shared with the columns
 * beside it (subgrid): when one heading needs two lines ('UNIFORMES DEPORTIVOS'), every list
 * still starts at the same height.
 */
const columnCss = css({ display: 'grid', gridRow: 'span 2', gridTemplateRows: 'subgrid', rowGap: 0 });

const listCss = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
});

const infoRowCss = css({
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  '& > svg': { flexShrink: 0, marginTop: 3, color: '#fca5a5' },
});

/**
 * The site footer: every menu page (it is also the small-screen menu before JavaScript runs),
 * contact details, opening hours, social networks, copyright line and the site-builder credit.
 */
export function Footer() {
  return (
    <footer
      css={css({
        background: colors.dark,
        color: colors.onDarkMuted,
        paddingTop: space.xxl,
        fontSize: font.size.sm,
        lineHeight: 1.6,
      })}
    >
      <div
        css={[
          container,
          css({
            display: 'grid',
            gap: space.xl,
            [mq.md]: { gridTemplateColumns: '1fr 2fr' },
            [mq.lg]: { gridTemplateColumns: '1fr 3fr 1.2fr' },
          }),
        ]}
      >
        <div>
          <p css={css({ margin: 0, color: '#fff', fontSize: font.size.xl, fontWeight: font.weight.black })}>
            {BUSINESS.name}
          </p>
          <p css={css({ margin: `${space.sm} 0 ${space.md}` })}>{BUSINESS.tagline}.</p>
          <SocialIcons place="pie" tone="dark" />
        </div>

        <nav
          id={FOOTER_NAV_ID}
          aria-label="Pie de página"
          css={css({
            display: 'grid',
            gap: space.lg,
            gridTemplateColumns: LINKS_FIT,
            // Two by two until the four columns have room for their headings ('UNIFORMES DEPORTIVOS')
            // without breaking a word; on tablets beside the brand and the contact, stacked.
            [mq.md]: { gridRow: 'span 2', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [mq.lg]: { gridRow: 'auto' },
            [`@media (min-width: ${layout.maxWidth})`]: { gridTemplateColumns: LINKS_FIT },
          })}
        >
          {LINK_COLUMNS.map((col) => (
            <div key={col.id} css={columnCss}>
              <h2 id={`pie-${col.id}`} css={headingCss}>
                {col.label}
              </h2>
              <ul aria-labelledby={`pie-${col.id}`} css={listCss}>
                {col.links.map((link) => (
                  <li key={link.path}>
                    <a href={link.path} css={linkCss}>
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div>
          <h2 css={headingCss}>Contacto</h2>
          <address css={css({ fontStyle: 'normal', display: 'grid', gap: space.sm })}>
            <span css={infoRowCss}>
              <PhoneIcon size={16} />
              <a href={BUSINESS.phoneHref} css={linkCss}>
                {BUSINESS.phoneDisplay}
              </a>
            </span>
            <span css={infoRowCss}>
              <MailIcon size={16} />
              <a href={`mailto:${BUSINESS.email}`} css={linkCss}>
                {BUSINESS.email}
              </a>
            </span>
            <span css={infoRowCss}>
              <MapPinIcon size={16} />
              <span>{shortAddress}</span>
            </span>
          </address>
          <h3 css={[headingCss, css({ marginTop: space.md, display: 'flex', gap: space.sm, alignItems: 'center' })]}>
            <ClockIcon size={16} />
            Horario
          </h3>
          <OpeningHours tone="dark" />
        </div>
      </div>

      <div css={css({ borderTop: '1px solid #1f2a44', marginTop: space.xl, paddingBlock: space.lg })}>
        <div
          css={[container, css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space.sm })]}
        >
          <p
            css={css({ margin: 0 })}
          >{`© ${BUSINESS.copyrightYear} ${BUSINESS.legalName}. Todos los derechos reservados.`}</p>
          <p css={css({ margin: 0 })}>{BUSINESS.siteBuilder}</p>
        </div>
      </div>
    </footer>
  );
}

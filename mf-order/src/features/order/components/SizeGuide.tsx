import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { focusRing } from '@estampa/shared/ui/styles';
import { SIZE_GUIDE, SIZE_GUIDE_NOTE } from '../data';

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.size.sm,
  marginTop: space.sm,
  'th, td': { border: `1px solid ${colors.line}`, padding: `${space.xs} ${space.sm}`, textAlign: 'center' },
  thead: { background: colors.surfaceAlt },
});

/** The size guide beside the size picker; a native disclosure, so it works without script. */
export function SizeGuide() {
  return (
    <details
      css={css({ border: `1px solid ${colors.line}`, borderRadius: radius.md, padding: `${space.xs} ${space.sm}` })}
    >
      <summary
        css={[
          css({ cursor: 'pointer', fontWeight: font.weight.bold, color: colors.accent, paddingBlock: space.xs }),
          focusRing,
        ]}
      >
        Guía de tallas
      </summary>
      <table css={table}>
        <caption css={css({ textAlign: 'left', color: colors.muted, fontSize: font.size.sm })}>
          {SIZE_GUIDE_NOTE}
        </caption>
        <thead>
          <tr>
            <th scope="col">Talla</th>
            <th scope="col">Pecho (cm)</th>
            <th scope="col">Largo (cm)</th>
          </tr>
        </thead>
        <tbody>
          {SIZE_GUIDE.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.chest}</td>
              <td>{row.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

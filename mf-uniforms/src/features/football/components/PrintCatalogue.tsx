import { css } from '@emotion/react';
import type { Ref } from 'react';
import { BUSINESS, shortAddress } from '@estampa/shared/business/identity';
import { PRINT_ONLY_ATTR } from '@estampa/shared/theme/pageHooks';
import { ART_SIZE } from '../../../common/art/artSize';
import { FOOTBALL_FEATURES, FOOTBALL_INCLUDES, FOOTBALL_MATERIAL, type FootballModel } from '../data';

const sheet = css({
  display: 'none',
  color: '#000',
  background: '#fff',
  fontSize: '11pt',
  '& h2': { margin: '0 0 4pt', fontSize: '20pt' },
  '& > p': { margin: '0 0 10pt' },
  '& ol': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: '8pt',
  },
  '& li': { breakInside: 'avoid', border: '1px solid #999', borderRadius: 6, padding: '6pt', textAlign: 'center' },
  '& img': { width: '100%', height: 'auto' },
  '& h3': { margin: '2pt 0', fontSize: '11pt' },
  '& li p': { margin: 0, fontSize: '9pt' },
});

type Props = { models: readonly FootballModel[]; ref?: Ref<HTMLElement> };

/**
 * The 'Catálogo PDF' sheet: every model with its image, name, colours and what is included. Hidden
 * on screen; in the page once a visitor asks for it (usePrintCatalogue).
 */
export function PrintCatalogue({ models, ref }: Props) {
  return (
    <section ref={ref} css={sheet} {...{ [PRINT_ONLY_ATTR]: '' }} aria-labelledby="catalogo-impreso-titulo">
      <h2 id="catalogo-impreso-titulo">Catálogo de Uniformes de Fútbol — {BUSINESS.name}</h2>
      <p>
        {models.length} modelos · {FOOTBALL_MATERIAL} · Incluye {FOOTBALL_INCLUDES} · {FOOTBALL_FEATURES[0]}. Cotiza al{' '}
        {BUSINESS.phoneDisplay} (WhatsApp) o en {BUSINESS.email} · {shortAddress}.
      </p>
      <ol>
        {models.map((m) => (
          <li key={m.id}>
            <img src={m.image} alt={`Uniforme de fútbol modelo ${m.name}`} width={ART_SIZE} height={ART_SIZE} />
            <h3>
              {m.id}. {m.name}
            </h3>
            <p>{m.colors}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { memo, type ReactNode } from 'react';
import { pressOnSpace } from '@estampa/shared/ui/pressOnSpace';
import { ART_SIZE } from '../art/artSize';
import type { CatalogueModel } from '../catalogue/types';
import { modelTitleId, NEW_TAB_HINT_ID } from './cardNames';

type Props = {
  model: CatalogueModel;
  /** Sport as a visitor reads it, for the alt text: 'basquetbol', 'fútbol'... */
  sportLabel: string;
  onPreview: (model: CatalogueModel) => void;
  /** Small marker over the image (e.g. favourite). */
  badge?: ReactNode;
  /** Actions or the expanded panel, under the name. */
  children?: ReactNode;
};

/**
 * One model: lazy image with 'Ver Imagen' and 'Abrir' (named as shown, described by the card's
 * title: cardNames.tsx; 'Abrir' is a link drawn and announced as a button, like its neighbour),
 * name, colours, optional actions.
 * Plain markup styled by ModelGrid (data-part); render it inside a ModelGrid. The basketball grid
 * writes the same markup as HTML (features/basketball/cardHtml.ts; a test keeps the two alike).
 */
function ModelCardImpl({ model, sportLabel, onPreview, badge, children }: Props) {
  const titleId = modelTitleId(model.id);
  return (
    <li data-model-id={model.id}>
      <div data-part="media">
        <div data-part="frame">
          <img
            data-part="image"
            src={model.image}
            width={ART_SIZE}
            height={ART_SIZE}
            loading="lazy"
            decoding="async"
            alt={`Uniforme de ${sportLabel} modelo ${model.name}, colores ${model.colors}`}
          />
        </div>
        <div data-part="overlay">
          <button type="button" data-part="action" aria-describedby={titleId} onClick={() => onPreview(model)}>
            Ver Imagen
          </button>
          <a
            data-part="action"
            role="button"
            onKeyDown={(e) => pressOnSpace(e, e.currentTarget)}
            href={model.image}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`${titleId} ${NEW_TAB_HINT_ID}`}
          >
            Abrir
          </a>
        </div>
        {badge}
      </div>
      <div data-part="body">
        <h3 data-part="title" id={titleId}>
          {model.name}
        </h3>
        {/* The colours in an element of their own: a lookup by them ('Rojo y Negro', exactly) finds them. */}
        <p data-part="meta">
          Modelo {model.id} · <span data-part="colors">{model.colors}</span>
        </p>
        {children && <div data-part="footer">{children}</div>}
      </div>
    </li>
  );
}

/** Memoised: a page re-render (opening the lightbox or the 3D viewer) re-renders only the cards that changed. */
export const ModelCard = memo(ModelCardImpl);

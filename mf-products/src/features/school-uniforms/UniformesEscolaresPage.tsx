import { css } from '@emotion/react';
import { useReducer } from 'react';
import { FeatureGrid } from '@estampa/shared/ui/FeatureGrid';
import { formatMoney } from '@estampa/shared/money/money';
import { productArt, type ProductArt } from '../../common/art/Art';
import { UniformArt } from '../../common/art/uniformShapes';
import { ChoiceFields } from '../../common/ChoiceFields';
import { PanelSummary } from '../../common/Configurator';
import { ConfiguratorPage } from '../../common/ConfiguratorPage';
import { CountedTextField } from '../../common/CountedTextField';
import { FeatureList } from '../../common/FeatureList';
import { FilterBar, FilterCount } from '../../common/FilterBar';
import { PanelQuote } from '../../common/PanelQuote';
import { badge, cardTitle, muted, price } from '../../common/styles';
import { LEVEL_FILTERS, SCHOOL_ADVANTAGES, SCHOOL_NAME_MAX, findUniform, levelBadge, type SchoolUniform } from './data';
import { checkSchoolQuote } from './schoolQuote';
import { SCHOOL_PAGE } from './pageCopy';
import { initialSchoolState, schoolReducer, visibleUniforms } from './schoolReducer';

const uniformArt: ProductArt<SchoolUniform> = productArt('del', UniformArt);

/** /productos/uniformes-escolares: level filter and the school uniform configurator (docs/product-rules.md#pages, #behaviour, #validation, #outside-calls). */
export default function UniformesEscolaresPage() {
  const [state, dispatch] = useReducer(schoolReducer, initialSchoolState);
  const uniform = findUniform(state.productId);
  const uniforms = visibleUniforms(state.level);

  return (
    <ConfiguratorPage
      slug="escolares"
      copy={SCHOOL_PAGE}
      filters={
        <>
          <FilterBar
            label="Filtrar uniformes por nivel"
            options={LEVEL_FILTERS}
            value={state.level}
            onChange={(level) => dispatch({ type: 'setLevel', level })}
          />
          <FilterCount count={uniforms.length} one="uniforme" many="uniformes" filter={state.level} />
        </>
      }
      products={uniforms}
      art={uniformArt}
      selectedId={state.productId}
      dispatch={dispatch}
      card={(u, nameId) => (
        <>
          <span css={css([badge, { alignSelf: 'start' }])}>{levelBadge(u.schoolType)}</span>
          <h3 id={nameId} css={cardTitle}>
            {u.name}
          </h3>
          <p css={price}>{formatMoney(u.price)}</p>
          <p css={muted}>{u.description}</p>
          {/* SPEC.md's "included pieces (first two features only)": the first two pieces, then the first two features. */}
          <FeatureList items={u.pieces.slice(0, 2)} />
          <FeatureList items={u.features.slice(0, 2)} />
        </>
      )}
      panelHeight="84rem"
      configure={
        uniform && (
          <>
            <PanelSummary product={uniform} color={state.color} art={uniformArt} per="uniforme">
              <p css={muted}>{levelBadge(uniform.schoolType)}</p>
            </PanelSummary>
            <CountedTextField
              label="Nombre del colegio (opcional)"
              placeholder="Ej.: Colegio San José"
              value={state.schoolName}
              maxLength={SCHOOL_NAME_MAX}
              onChange={(name) => dispatch({ type: 'setSchoolName', name })}
            />
            <ChoiceFields colors={uniform.colors} sizes={uniform.sizes} state={state} dispatch={dispatch} />
            <PanelQuote
              product={uniform}
              state={state}
              dispatch={dispatch}
              quantityLabel="Cantidad de uniformes"
              check={checkSchoolQuote}
            >
              <FeatureList title="Características" items={uniform.features} />
              <FeatureList title="Piezas incluidas" items={uniform.pieces} />
            </PanelQuote>
          </>
        )
      }
      closing={<FeatureGrid features={SCHOOL_ADVANTAGES} />}
    />
  );
}

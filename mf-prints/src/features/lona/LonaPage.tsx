import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { SpecList } from '../../common/SpecList';
import type { OptionItem } from '../../common/types';
import { LONA as L, type BannerType } from './data';

const toOption = (b: BannerType): OptionItem => ({
  id: b.id,
  name: b.name,
  badge: `${b.weight} g/m²`,
  description: b.description,
  note: { label: 'Uso ideal', text: b.use },
});

/** /impresiones/lona */
export default function LonaPage() {
  return (
    <>
      <PrintHero copy={L.hero} actions={L.heroActions} service={L.service} slug={L.slug} />
      <PageSection copy={L.featuresSection}>
        <HighlightGrid highlights={L.features} />
      </PageSection>
      <PageSection copy={L.typesSection} tone="alt">
        <OptionGrid options={L.types.map(toOption)} service={L.service} slug={L.slug} />
      </PageSection>
      <PageSection copy={L.applicationsSection}>
        <HighlightGrid highlights={L.applications} min="280px" />
      </PageSection>
      <PageSection copy={L.specsSection} tone="alt">
        <SpecList specs={L.specs} />
      </PageSection>
      <ClosingCta copy={L.closing} service={L.service} slug={L.slug} />
    </>
  );
}

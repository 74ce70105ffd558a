import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { SpecList } from '../../common/SpecList';
import type { OptionItem } from '../../common/types';
import { FluteIllustration } from './components/FluteIllustration';
import { COROPLAST as C, type Thickness } from './data';

const toOption = (t: Thickness): OptionItem => ({
  id: `${t.mm}mm`,
  name: `${t.mm} mm`,
  description: t.description,
  listLabel: 'Usos recomendados',
  items: t.uses,
  quoteName: `plancha de ${t.mm} mm`,
});

const options = C.thicknesses.map(toOption);

/** /impresiones/coroplast */
export default function CoroplastPage() {
  return (
    <>
      <PrintHero copy={C.hero} actions={C.heroActions} service={C.service} slug={C.slug} />
      <PageSection copy={C.advantagesSection}>
        <HighlightGrid highlights={C.advantages} />
      </PageSection>
      <PageSection copy={C.thicknessesSection} tone="alt">
        <OptionGrid
          options={options}
          service={C.service}
          slug={C.slug}
          visual={(_, i) => <FluteIllustration mm={C.thicknesses[i].mm} />}
        />
      </PageSection>
      <PageSection copy={C.applicationsSection}>
        <HighlightGrid highlights={C.applications} />
      </PageSection>
      <PageSection copy={C.specsSection} tone="alt">
        <SpecList specs={C.specs} />
      </PageSection>
      <PageSection copy={C.processSection}>
        <ProcessSteps steps={C.steps} />
      </PageSection>
      <ClosingCta copy={C.closing} service={C.service} slug={C.slug} />
    </>
  );
}

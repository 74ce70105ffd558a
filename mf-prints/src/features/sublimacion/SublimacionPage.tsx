import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { SampleProductGrid } from '../../common/SampleProducts';
import { SUBLIMACION as S } from './data';

/** /impresiones/sublimacion */
export default function SublimacionPage() {
  return (
    <>
      <PrintHero copy={S.hero} actions={S.heroActions} service={S.service} slug={S.slug} />
      <PageSection copy={S.advantagesSection}>
        <HighlightGrid highlights={S.advantages} min="300px" />
      </PageSection>
      <PageSection copy={S.productsSection} tone="alt">
        <SampleProductGrid products={S.products} service={S.service} />
      </PageSection>
      <PageSection copy={S.applicationsSection}>
        <HighlightGrid highlights={S.applications} min="230px" />
      </PageSection>
      <PageSection copy={S.processSection} tone="alt">
        <ProcessSteps steps={S.steps} />
      </PageSection>
      <ClosingCta copy={S.closing} service={S.service} slug={S.slug} />
    </>
  );
}

import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { SampleProductGrid } from '../../common/SampleProducts';
import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { DTF } from './data';

/** /impresiones/dtf */
export default function DtfPage() {
  return (
    <>
      <PrintHero copy={DTF.hero} actions={DTF.heroActions} service={DTF.service} slug={DTF.slug} />
      <PageSection copy={DTF.benefitsSection}>
        <HighlightGrid highlights={DTF.benefits} min="300px" />
      </PageSection>
      <PageSection copy={DTF.productsSection} tone="alt">
        <SampleProductGrid products={DTF.products} service={DTF.service} />
      </PageSection>
      <PageSection copy={DTF.processSection}>
        <ProcessSteps steps={DTF.steps} />
      </PageSection>
      <ClosingCta copy={DTF.closing} service={DTF.service} slug={DTF.slug} />
    </>
  );
}

import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { VINYL as V } from './data';

/** /impresiones/vinyl */
export default function VinylPage() {
  return (
    <>
      <PrintHero copy={V.hero} actions={V.heroActions} service={V.service} slug={V.slug} />
      <PageSection copy={V.benefitsSection}>
        <HighlightGrid highlights={V.benefits} />
      </PageSection>
      <PageSection copy={V.typesSection} tone="alt">
        <OptionGrid options={V.types} service={V.service} slug={V.slug} />
      </PageSection>
      <PageSection copy={V.applicationsSection}>
        <HighlightGrid highlights={V.applications} />
      </PageSection>
      <PageSection copy={V.processSection} tone="alt">
        <ProcessSteps steps={V.steps} />
      </PageSection>
      <ClosingCta copy={V.closing} service={V.service} slug={V.slug} />
    </>
  );
}

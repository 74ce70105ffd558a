import { ProcessSteps } from '@estampa/shared/ui/ProcessSteps';
import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { SERIGRAFIA as S } from './data';

/** /impresiones/serigrafia */
export default function SerigrafiaPage() {
  return (
    <>
      <PrintHero copy={S.hero} actions={S.heroActions} service={S.service} slug={S.slug} />
      <PageSection copy={S.advantagesSection}>
        <HighlightGrid highlights={S.advantages} />
      </PageSection>
      <PageSection copy={S.applicationsSection} tone="alt">
        <HighlightGrid highlights={S.applications} min="280px" />
      </PageSection>
      <PageSection copy={S.processSection}>
        <ProcessSteps steps={S.steps} />
      </PageSection>
      <ClosingCta copy={S.closing} service={S.service} slug={S.slug} />
    </>
  );
}

import { ClosingCta } from '../../common/ClosingCta';
import { HighlightGrid } from '../../common/HighlightGrid';
import { OptionGrid } from '../../common/OptionCards';
import { PageSection } from '../../common/PageSection';
import { PrintHero } from '../../common/PrintHero';
import { SpecList } from '../../common/SpecList';
import { ONE_VISION as O } from './data';

/** /impresiones/one-vision */
export default function OneVisionPage() {
  return (
    <>
      <PrintHero copy={O.hero} actions={O.heroActions} service={O.service} slug={O.slug} />
      <PageSection copy={O.featuresSection}>
        <HighlightGrid highlights={O.features} />
      </PageSection>
      <PageSection copy={O.applicationsSection} tone="alt">
        <OptionGrid options={O.applications} min="280px" />
      </PageSection>
      <PageSection copy={O.advantagesSection}>
        <HighlightGrid highlights={O.advantages} />
      </PageSection>
      <PageSection copy={O.specsSection} tone="alt">
        <SpecList specs={O.specs} />
      </PageSection>
      <ClosingCta copy={O.closing} service={O.service} slug={O.slug} />
    </>
  );
}

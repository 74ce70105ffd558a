import { css } from '@emotion/react';
import { font, space } from '@estampa/shared/theme/theme';
import { PageSection } from '@estampa/shared/ui/PageSection';
import { ActionButtons } from './ActionButtons';
import type { ClosingCopy } from './types';

type Props = { copy: ClosingCopy; service: string; slug: string };

/** The page's closing call to action: heading, one line of text, buttons. */
export function ClosingCta({ copy, service, slug }: Props) {
  return (
    <PageSection id={copy.id} title={copy.title} subtitle={copy.subtitle} tone="brand">
      <div css={css({ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: space.lg })}>
        <p css={css({ margin: 0, maxWidth: 640, fontSize: font.size.lg, color: '#fff' })}>{copy.text}</p>
        <ActionButtons actions={copy.actions} service={service} slug={slug} align="center" />
      </div>
    </PageSection>
  );
}

import { BUSINESS } from '@estampa/shared/business/identity';
import { LinkButton } from '@estampa/shared/ui/Button';
import { PhoneIcon } from '@estampa/shared/ui/icons';
import { noWrap } from '@estampa/shared/ui/styles';

/** 'Llamar al (809) 555-0100' on a dark section, the number never broken over two lines. */
export function CallButton() {
  return (
    <LinkButton variant="light" href={BUSINESS.phoneHref}>
      <PhoneIcon />
      <span>
        Llamar al <span css={noWrap}>{BUSINESS.phoneDisplay}</span>
      </span>
    </LinkButton>
  );
}

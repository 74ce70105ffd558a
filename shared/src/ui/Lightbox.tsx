import { css } from '@emotion/react';
import { colors, space } from '../theme/theme';
import { Dialog } from './Dialog';
import { LinkButton } from './Button';

export type ImagePreview = { isOpen: boolean; imageUrl: string; modelName: string };

export const closedPreview: ImagePreview = { isOpen: false, imageUrl: '', modelName: '' };

type Props = {
  preview: ImagePreview;
  onClose: () => void;
  /** Label of the link that opens the image in a new tab; omit to hide it. */
  openInNewTabLabel?: string;
  alt?: string;
};

const stack = css({ display: 'grid', justifyItems: 'center', gap: space.md });

/**
 * Full-screen image view with the model name (the dialog's visible title, written once: a caption
 * repeating it made the name appear twice in the dialog), a close button and optionally 'open in
 * new tab'.
 */
export function Lightbox({ preview, onClose, openInNewTabLabel, alt }: Props) {
  return (
    <Dialog
      open={preview.isOpen}
      onClose={onClose}
      title={preview.modelName}
      variant="fullscreen"
      closeLabel="Cerrar imagen"
    >
      <div css={stack}>
        <img
          src={preview.imageUrl}
          alt={alt ?? `Imagen ampliada de ${preview.modelName}`}
          width={600}
          height={600}
          css={css({
            maxWidth: '100%',
            // Room left for the title bar and the button: on a phone held sideways (390 px
            // high) they stay on screen with the picture.
            maxHeight: 'min(75vh, calc(100vh - 13rem))',
            width: 'auto',
            height: 'auto',
            objectFit: 'contain',
            background: colors.surface,
            borderRadius: 8,
          })}
        />
        {openInNewTabLabel && (
          <LinkButton variant="light" href={preview.imageUrl} target="_blank" rel="noopener noreferrer">
            {openInNewTabLabel}
          </LinkButton>
        )}
      </div>
    </Dialog>
  );
}

import { useCallback, useState } from 'react';
import { closedPreview, type ImagePreview } from '@estampa/shared/ui/Lightbox';
import type { CatalogueModel } from '../catalogue/types';

/** One lightbox per page: the image preview state of docs/product-rules.md#catalogue (isOpen, imageUrl, modelName). */
export function useImagePreview() {
  const [preview, setPreview] = useState<ImagePreview>(closedPreview);
  const open = useCallback(
    (model: CatalogueModel) => setPreview({ isOpen: true, imageUrl: model.image, modelName: model.name }),
    [],
  );
  const close = useCallback(() => setPreview(closedPreview), []);
  return { preview, open, close };
}

import { css } from '@emotion/react';

/**
 * Grid columns that stretch the cards to fill the row (auto-fit). The shared grid uses auto-fill,
 * which leaves empty columns when a section has fewer cards than fit (3 applications, 4 steps).
 */
export const fillRowColumns = (min: string) => css({ gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))` });

/** The same, applied to the list a shared component renders inside a wrapper. */
export const fillRowChildList = (min: string) => css({ '& > ul, & > ol': { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))` } });

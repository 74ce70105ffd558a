/** Intrinsic size (px) of every generated jersey image: pages set it as width/height (no layout shift). */
export const ART_SIZE = 400;

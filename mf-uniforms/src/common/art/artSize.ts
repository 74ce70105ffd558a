/** Intrinsic size (px) of every generated jersey image: pages set it as width/height (no layout shift). */
export const ART_SIZE = 400;

/**
 * The football side drawing's width as a share of ART_SIZE: the torso seen from the side is about
 * a quarter as deep as the front drawing is wide (the 3D viewer sets its faces this far apart).
 */
export const SIDE_DEPTH_RATIO = 0.25;

/**
 * Half the torso's width as a share of ART_SIZE: jerseySvg's sleeved silhouettes run from x 98 to
 * 302 of 400 below the sleeves (the 3D viewer closes the torso with the side drawing there).
 */
export const TORSO_HALF_WIDTH_RATIO = 0.255;

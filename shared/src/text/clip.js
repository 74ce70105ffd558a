// @ts-check
// (CommonJS with JSDoc types: shared/src/order/orderUrl.js, which Node scripts require, uses it.)

/**
 * Cuts a string to `max` UTF-16 code units (what an input's maxLength counts) without leaving
 * half of a surrogate pair at the end.
 * @param {string} value
 * @param {number} max
 * @returns {string}
 */
function clip(value, max) {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

// One `exports.x =` a name (not one object): webpack can then leave out what a bundle does not use.
exports.clip = clip;

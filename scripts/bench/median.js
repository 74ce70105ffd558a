// @ts-check
/**
 * The median of some timings, as the benches report it: the lower middle value of an even count,
 * NaN for none.
 * @param {number[]} xs
 */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

module.exports = { median };

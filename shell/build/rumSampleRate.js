// @ts-check
// RUM_SAMPLE_RATE: the share of page loads that send field data (shell/src/telemetry), a build-time
// setting of the shell (shell/webpack.config.js defines it as __RUM_SAMPLE_RATE__). A number from
// 0 (nothing is sent) to 1 (every page load, the default); anything else fails the build.

/**
 * @param {string | undefined} value the environment variable, as the build reads it
 * @returns {number}
 */
function rumSampleRate(value = process.env.RUM_SAMPLE_RATE) {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  if (!/^\s*[0-9.eE+-]+\s*$/.test(value) || !Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(
      `RUM_SAMPLE_RATE must be a number from 0 to 1 (the share of page loads that send field data), not ${JSON.stringify(value)}`,
    );
  return rate;
}

module.exports = { rumSampleRate };

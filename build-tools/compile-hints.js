// Marks each emitted script for eager compilation. Chromium (136+) compiles every function of a
// script that starts with `//# allFunctionsCalledOnLoad` on the background thread that streams
// it, instead of lazily on the main thread the first time a function runs. Our scripts (the
// federation runtime, React, the page modules) run almost entirely during start-up, so this
// takes their compilation out of the main thread's tasks. Other browsers ignore the comment.
const MAGIC = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before content hashes are computed.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (name.endsWith('.js'))
              compilation.updateAsset(name, (source) => new sources.ConcatSource(MAGIC, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, MAGIC };

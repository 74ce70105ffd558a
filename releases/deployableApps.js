// The apps a team can deploy, and where each build keeps the files a release serves.
// Hand-written for this site (no deploy tool is used): see releases/cli.js for the commands.
const path = require('path');
const { appNamed, REMOTES } = require('../shared/src/apps/apps');

const ROOT = path.resolve(__dirname, '..');

/** @import { AppName } from '../shared/src/apps/apps' */

/**
 * served: the folders of a build (relative to its dist dir) that make up a release, and where
 * each lands in the release. A remote serves its dist/client as the release root; the shell
 * serves client/ and reads templates/, so both travel.
 * publicDir: the folder of a release that HTTP serves (release.json goes there too).
 * @typedef {{ name: AppName, dir: string, kind: 'shell' | 'remote', served: { from: string, to: string }[],
 *   publicDir: string }} DeployApp
 * @typedef {DeployApp & { absDir: string }} FoundApp  absDir: the app's folder, absolute
 */

/** @type {DeployApp[]} */
const APPS = [
  {
    name: 'shell',
    dir: appNamed('shell').dir,
    kind: 'shell',
    served: [
      { from: 'client', to: 'client' },
      { from: 'templates', to: 'templates' },
    ],
    publicDir: 'client',
  },
  ...REMOTES.map(({ name, dir }) => ({
    name,
    dir,
    kind: /** @type {const} */ ('remote'),
    served: [{ from: 'client', to: '.' }],
    publicDir: '.',
  })),
];

/**
 * The app for 'prints', 'mf-prints' or 'shell'; an Error naming the known apps otherwise.
 * @param {string} name
 * @returns {FoundApp}
 */
function findApp(name) {
  const wanted = String(name || '').replace(/^mf-/, '');
  const app = APPS.find((a) => a.name === wanted);
  if (!app) throw new Error(`Unknown app "${name}": expected one of ${APPS.map((a) => a.name).join(', ')}`);
  return { ...app, absDir: path.join(ROOT, app.dir) };
}

module.exports = { ROOT, APPS, findApp };
